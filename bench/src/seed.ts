/**
 * The benchmark's people, written before the server starts (the embedded database belongs to
 * one process at a time): 8 listed therapists, 500 future slots on the first, and clients with
 * live sessions. The slots the bookings take are added later, through the API.
 */
import {
  addSlots,
  buildApp,
  createDoctorWithSession,
  createPatientWithSession,
  loadConfig,
} from '@solace/server';

const THERAPISTS = 8;
export const READ_SLOTS = 500;
const DAY = 24 * 3600_000;
const SLOT_GAP_MINUTES = 20;
const SLOT_MINUTES = 15;

export interface Person {
  id: string;
  token: string;
}

export interface Scene {
  /** The therapist whose 500 slots are read; the others receive the bookings. */
  therapists: Person[];
  /** The client whose session `GET /api/check-login` carries. */
  reader: Person;
  /** One client per booking of the throughput run. */
  bookers: Person[];
  /** Clients who all try one slot at once (the exactly-once check). */
  racers: Person[];
}

/** `count` slot times, 20 minutes apart, from two days ahead (both reminders are due later). */
export function slotTimes(count: number, offsetMinutes = 0) {
  const first = Math.ceil((Date.now() + 2 * DAY) / 3600_000) * 3600_000 + offsetMinutes * 60_000;
  return Array.from({ length: count }, (_, i) => {
    const start = first + i * SLOT_GAP_MINUTES * 60_000;
    return {
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
    };
  });
}

export async function seedScene(
  env: Record<string, string>,
  counts: { bookers: number; racers: number },
): Promise<Scene> {
  const app = await buildApp(loadConfig(env));
  try {
    const { ctx } = app;
    const run = Date.now().toString(36);
    const therapists: Person[] = [];
    for (let i = 0; i < THERAPISTS; i += 1) {
      therapists.push(
        await createDoctorWithSession(ctx, {
          name: `Bench Therapist ${i + 1}`,
          email: `bench.therapist.${run}.${i}@bench.example`,
        }),
      );
    }
    await addSlots(ctx, therapists[0]!.id, { slots: slotTimes(READ_SLOTS) });
    const client = (label: string, i: number) =>
      createPatientWithSession(ctx, {
        name: `Bench ${label} ${i}`,
        email: `bench.${label}.${run}.${i}@bench.example`,
      });
    const reader = await client('reader', 0);
    const bookers: Person[] = [];
    for (let i = 0; i < counts.bookers; i += 1) bookers.push(await client('booker', i));
    const racers: Person[] = [];
    for (let i = 0; i < counts.racers; i += 1) racers.push(await client('racer', i));
    return { therapists, reader, bookers, racers };
  } finally {
    await app.close();
  }
}
