/**
 * The bench's "cluster" part (issue 27): the production topology on this machine (three
 * instances on PostgreSQL and Redis behind Debian's nginx, as `npm run cluster` starts it) on a
 * database of its own. Two tables: how long the therapist's bell takes to ring on every instance
 * after a booking made through nginx, and a rolling restart of all three instances under steady
 * load (reads, bookings, chat) with what failed or was lost.
 */
import fs from 'node:fs';
import {
  measureBellLatency,
  rollingRestartUnderLoad,
  seedClusterPeople,
  startCluster,
} from '@solace/server';
import { createBenchDatabase } from './postgres';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Bookings timed for the bell; clients booking during the restart (one slot each). */
const BELL_BOOKINGS = 20;
const RESTART_BOOKERS = 100;
/** The goal for the bell across instances. */
const BELL_GOAL_MS = 1000;

export interface ClusterTables {
  bell: Record<string, unknown>;
  restart: Record<string, unknown>;
}

/** Why the part cannot run here (no nginx), or undefined. */
export const whyNoClusterBench = () => (fs.existsSync(NGINX) ? undefined : `no nginx at ${NGINX}`);

export async function clusterBenchmark(
  adminUrl: string,
  log: (line: string) => void,
): Promise<ClusterTables> {
  const bench = await createBenchDatabase(adminUrl);
  try {
    // Therapists: booked during the restart, chatting, rung; clients: chatting, booking, ringing.
    const people = await seedClusterPeople(bench.url, {
      therapists: 3,
      clients: 1 + RESTART_BOOKERS + BELL_BOOKINGS,
    });
    const cluster = await startCluster({
      databaseUrl: bench.url,
      redisUrl: process.env.REDIS_URL,
      env: { LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      log,
    });
    try {
      log('cluster: the bell across instances');
      const bell = await measureBellLatency(
        cluster,
        people.therapists[2]!,
        people.clients.slice(1 + RESTART_BOOKERS),
      );
      log('cluster: rolling restart under load');
      const restart = await rollingRestartUnderLoad(cluster, {
        therapists: people.therapists.slice(0, 2),
        clients: people.clients.slice(0, 1 + RESTART_BOOKERS),
      });
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        bell: {
          instances: cluster.instances.length,
          bookings: bell.bookings,
          bells: bell.bells,
          'p50 ms': round(bell.p50Ms),
          'p99 ms': round(bell.p99Ms),
          'max ms': round(bell.maxMs),
          [`goal (every bell <${BELL_GOAL_MS} ms)`]: bell.maxMs < BELL_GOAL_MS ? 'yes' : '**no**',
        },
        restart: {
          instances: cluster.instances.length,
          's (all three)': Math.round(restart.seconds * 10) / 10,
          'exit codes': restart.exitCodes.join(' '),
          requests: restart.requests,
          failed: restart.failedRequests,
          bookings: restart.bookings,
          'lost bookings': restart.lostBookings,
          'chat messages': restart.chatMessages,
          'lost messages': restart.lostChatMessages,
          'unacknowledged, then found stored': restart.chatUnacknowledged,
          'delivered live': restart.chatReceivedLive,
          'goal (0 failed, 0 lost)':
            restart.failedRequests + restart.lostBookings + restart.lostChatMessages === 0
              ? 'yes'
              : '**no**',
        },
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await bench.drop();
  }
}
