/**
 * Bookings per second: distinct slots (spread over seven therapists, added through the API) by
 * distinct clients at 50 connections; then many clients at once for one slot, of whom exactly
 * one may win. What the database holds afterwards is checked in integrity.ts.
 */
import fs from 'node:fs';
import type { PublicSlotsResponse } from '@solace/shared';
import { CONNECTIONS, timedAutocannon } from './rounds';
import { cpuTimeOf, type RunningServer } from './servers';
import { slotTimes, type Person, type Scene } from './seed';

export interface BookingRun {
  database: string;
  attempted: number;
  booked: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Distinct booking ids among the successful answers. */
  distinctIds: number;
  /** How many of the racers for one slot got it (must be 1). */
  raceWinners: number;
  racers: number;
  /**
   * The server process's CPU time per booking (user and system), until its two confirmation
   * e-mails were written too: less noisy than the rate.
   */
  serverCpuMs: number;
  /** From the last answer until the last confirmation e-mail was in the outbox. */
  mailsLagSeconds: number;
}

async function api<T>(url: string, token: string | undefined, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Each booking therapist offers an equal share of `count` slots; their ids, interleaved. */
async function offerSlots(serverUrl: string, therapists: Person[], count: number) {
  const each = Math.ceil(count / therapists.length);
  const perTherapist = await Promise.all(
    therapists.map(async (therapist) => {
      await api(`${serverUrl}/api/doctor/add-available-slots`, therapist.token, {
        method: 'POST',
        body: JSON.stringify({ slots: slotTimes(each, 5) }),
      });
      const slots = await api<PublicSlotsResponse>(
        `${serverUrl}/api/doctors/${therapist.id}/available-slots`,
        undefined,
      );
      return slots.available.map((slot) => ({ slotId: slot.id, doctorId: therapist.id }));
    }),
  );
  return Array.from({ length: each }, (_, i) => perTherapist.map((slots) => slots[i]!)).flat();
}

/** How long the confirmation e-mails may take to be out, at most. */
const MAILS_WAIT_MS = 60_000;

/** How many mails the outbox holds. */
function outboxCount(outboxDir: string): number {
  return fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).length : 0;
}

/** Waits until the outbox holds `count` mails (or MAILS_WAIT_MS passed); seconds waited. */
async function mailsWritten(outboxDir: string, count: number): Promise<number> {
  const started = performance.now();
  while (outboxCount(outboxDir) < count && performance.now() - started < MAILS_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (performance.now() - started) / 1000;
}
export async function benchmarkBookings(
  server: RunningServer,
  scene: Scene,
  database: string,
  outboxDir: string,
): Promise<BookingRun> {
  const serverUrl = server.url;
  const attempted = scene.bookers.length;
  const slots = await offerSlots(serverUrl, scene.therapists.slice(1), attempted + 1);
  const contested = slots.pop()!;
  const ids = new Set<string>();
  let next = 0;
  const mailsBefore = outboxCount(outboxDir);
  const cpuBefore = cpuTimeOf(server.pid);
  const { result, seconds } = await timedAutocannon({
    url: `${serverUrl}/api/bookings/create`,
    connections: Math.min(CONNECTIONS, attempted),
    amount: attempted,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${scene.bookers[i]!.token}`,
            },
            body: JSON.stringify(slots[i]),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) ids.add((JSON.parse(body) as { booking: { id: string } }).booking.id);
        },
      },
    ],
  });
  const booked = Number(result.statusCodeStats?.['200']?.count ?? 0);
  // The mails go at background priority (mail-worker.mjs): their CPU counts, once they are out.
  const mailsLagSeconds = await mailsWritten(outboxDir, mailsBefore + 2 * booked);
  const serverCpuMs = (cpuTimeOf(server.pid) - cpuBefore) / attempted;

  const race = await Promise.all(
    scene.racers.map((racer) =>
      fetch(`${serverUrl}/api/bookings/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${racer.token}` },
        body: JSON.stringify(contested),
      }).then((res) => res.status),
    ),
  );
  return {
    database,
    attempted,
    booked,
    errors: result.errors + result.timeouts + result.non2xx,
    perSecond: seconds > 0 ? booked / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    distinctIds: ids.size,
    raceWinners: race.filter((status) => status === 200).length,
    racers: scene.racers.length,
    serverCpuMs,
    mailsLagSeconds,
  };
}
