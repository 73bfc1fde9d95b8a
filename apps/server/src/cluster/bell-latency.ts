/**
 * How long the therapist's bell takes to ring across instances (issue 27: "within 1 s"): the
 * therapist has a socket on every instance, each booking is made through nginx (on whichever
 * instance it picks), and each socket's `notification:new` is timed from the moment the booking
 * request was sent. Two of the three sockets are always on another instance than the booking's.
 */
import type { Socket } from 'socket.io-client';
import { addSlotsThroughNginx, bookThroughNginx, reconnectingSocket } from './clients';
import type { ClusterPeople, ClusterPerson } from './people';
import type { Cluster } from './topology';

export interface BellLatency {
  bookings: number;
  /** One per booking and socket. */
  bells: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** `bookings` bookings of `therapist` by as many of `clients` (one each), one after another. */
export async function measureBellLatency(
  cluster: Cluster,
  therapist: ClusterPerson,
  clients: ClusterPeople['clients'],
): Promise<BellLatency> {
  const slotIds = await addSlotsThroughNginx(cluster.url, therapist, clients.length, 30);
  // Three connections in a row: nginx's round robin gives each to the next instance.
  const sockets: Socket[] = [];
  for (const _ of cluster.instances)
    sockets.push(await reconnectingSocket(cluster.url, therapist.token));
  const latencies: number[] = [];
  try {
    for (const [i, client] of clients.entries()) {
      const sent = performance.now();
      const rung = sockets.map(
        (socket) =>
          new Promise<number>((resolve) =>
            socket.once('notification:new', () => resolve(performance.now() - sent)),
          ),
      );
      const status = await bookThroughNginx(cluster.url, client, therapist, slotIds[i]!);
      if (status !== 200) throw new Error(`a booking answered ${status}`);
      latencies.push(...(await Promise.all(rung)));
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    bookings: clients.length,
    bells: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? NaN,
  };
}
