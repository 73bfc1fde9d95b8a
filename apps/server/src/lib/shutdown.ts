import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** What still held the shutdown when its grace ran out: for the one log line that says so. */
async function stillOpen(app: FastifyInstance, step: string) {
  const connections = await new Promise<number>((resolve) =>
    app.server.getConnections((err, count) => resolve(err ? -1 : count)),
  );
  return {
    step,
    httpConnections: connections,
    sockets: app.ctx.realtime.localSocketCount(),
    // Connections gone but the close not done: the jobs, the mail outbox, the database or Redis.
    ...(step === 'closing' && connections === 0 && { waitingFor: 'jobs, outbox, database, redis' }),
  };
}

/**
 * A graceful stop (SIGTERM, SIGINT), for a rolling restart behind a load balancer that polls
 * GET /api/ready:
 *  1. /api/ready answers 503 at once; everything else is served as before for `drainMs`, so
 *     the balancer notices and sends new requests elsewhere;
 *  2. then app.close(): new connections are refused, requests in flight finish (their
 *     connections close after them), every socket is sent away to reconnect elsewhere
 *     (realtime.ts), a claimed job finishes (job-poller.ts), the outbox sends what is due,
 *     then the database and Redis close.
 * Answers the exit code: 0 when all of it was done within `graceMs` (drain included), else 1,
 * after a log line naming what was still open.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  signal: string,
  { drainMs, graceMs }: Config['shutdown'],
): Promise<number> {
  app.readiness.drain();
  app.log.info({ signal, drainMs, graceMs }, 'shutting down: draining (/api/ready answers 503)');
  let step = 'draining';
  let overdueTimer: NodeJS.Timeout | undefined;
  // Not unref'd: whatever hangs, the process ends by this.
  const overdue = new Promise<number>((resolve) => {
    overdueTimer = setTimeout(() => {
      void stillOpen(app, step).then((open) => {
        app.log.error(open, 'shutdown not done within SHUTDOWN_GRACE_MS: stopping anyway');
        resolve(1);
      });
    }, graceMs);
  });
  const closed = (async () => {
    await delay(drainMs);
    step = 'closing';
    app.log.info('drain over: closing (requests in flight finish, sockets reconnect elsewhere)');
    await app.close();
    app.log.info('closed');
    return 0;
  })();
  try {
    return await Promise.race([closed, overdue]);
  } finally {
    clearTimeout(overdueTimer);
  }
}
