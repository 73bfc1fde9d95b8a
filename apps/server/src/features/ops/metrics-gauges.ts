import type { Server } from 'node:http';
import { Counter, Gauge } from 'prom-client';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { FrontDoor } from '../../speed/front-door';
import type { AppMetrics } from '../../lib/metrics';
import { queueBacklogs, type QueueBacklog } from './ops.repo';

interface GaugeSources {
  ctx: AppContext;
  database: Database;
  frontDoor: FrontDoor;
  server: Server;
}

/**
 * What is read when Prometheus scrapes, not counted per request: open sockets and connections,
 * the database pool, the job queues (one query), the front door's answers.
 */
export function watchOnScrape(metrics: AppMetrics, sources: GaugeSources): void {
  const registers = [metrics.registry];
  const { ctx, database, frontDoor, server } = sources;

  new Gauge({
    name: 'solace_sockets_open',
    help: 'socket.io connections to this instance.',
    registers,
    collect() {
      this.set(ctx.realtime.localSocketCount());
    },
  });
  new Gauge({
    name: 'solace_http_connections_open',
    help: 'TCP connections open to the HTTP server (keep-alive, websockets included).',
    registers,
    async collect() {
      const open = await new Promise<number>((resolve) =>
        server.getConnections((err, count) => resolve(err ? 0 : count)),
      );
      this.set(open);
    },
  });

  new Gauge({
    name: 'solace_db_pool_connections',
    help: 'Database connections of the pool, in use or idle (PGlite: its one session).',
    labelNames: ['state'],
    registers,
    collect() {
      const { total, idle } = database.poolStats();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'solace_db_pool_waiting',
    help: 'Queries waiting for a database connection (PGlite: for its one session).',
    registers,
    collect() {
      this.set(database.poolStats().waiting);
    },
  });

  // Both job gauges come from one query, made once per scrape (the two collects share it).
  let sampling: Promise<QueueBacklog[]> | undefined;
  const backlogs = () => {
    sampling ??= queueBacklogs(ctx.db, ctx.clock.now())
      .catch((err: unknown) => {
        ctx.log.debug({ err }, 'job queue metrics not read');
        return [];
      })
      .finally(() => setImmediate(() => (sampling = undefined)));
    return sampling;
  };
  new Gauge({
    name: 'solace_jobs_due',
    help: 'Jobs due and not yet taken, by queue (reminders, emails).',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const { queue, due } of await backlogs()) this.set({ queue }, due);
    },
  });
  new Gauge({
    name: 'solace_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job of each queue has waited (0 when none is due).',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const { queue, oldestDueSeconds } of await backlogs()) {
        this.set({ queue }, oldestDueSeconds);
      }
    },
  });

  new Counter({
    name: 'solace_front_door_answers_total',
    help: 'Reads answered from memory before the framework (not in the request histogram), by answerer.',
    labelNames: ['answerer'],
    registers,
    collect() {
      this.reset();
      for (const [answerer, { count }] of frontDoor.answeredBy) this.inc({ answerer }, count);
    },
  });
}
