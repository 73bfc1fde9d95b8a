import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUserRow } from '../../db/locks';
import { bookings, payments, slots, workingHours } from '../../db/schema';
import { occupiesSlot } from '../../db/slot-occupancy';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A booking's column, only when the booking is confirmed (null for a held time). */
function confirmedOnly<T>(column: AnyPgColumn<{ data: T }>) {
  return sql<T | null>`case when ${bookings.status} = 'booked' then ${column} end`;
}

/**
 * Whether a confirmed booking's session was paid (issue 26): its payment's status once money
 * moved (paid, refunded, partly refunded); null for a free session or a held time. Asked only
 * for booked rows, through the therapist's payments (index payments_therapist_paid_idx). A
 * booking is held for one payment, so at most one of its payments took money.
 */
function paymentStatusOf() {
  return sql<PaidStatus | null>`case when ${bookings.status} = 'booked' then (
    select p.status from ${payments} p
    where p.therapist_id = ${slots.doctorId} and p.booking_id = ${bookings.id}
      and p.status in ('paid', 'refunded', 'partially_refunded')
    limit 1
  ) end`;
}
export type PaidStatus = 'paid' | 'refunded' | 'partially_refunded';

/** Slots with the booking that occupies each, if any: booked, or held while its client pays. */
function slotsWithActiveBooking(db: Db) {
  return db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      startTime: slots.startTime,
      endTime: slots.endTime,
      bookingId: bookings.id,
      // A time held while its client pays is taken, but no session yet (issue 26): the
      // therapist learns who, and the room, once it is paid, as with any new booking.
      clientId: confirmedOnly(bookings.patientId),
      clientName: confirmedOnly(bookings.clientName),
      clientEmail: confirmedOnly(bookings.clientEmail),
      roomId: confirmedOnly(bookings.roomId),
      paymentStatus: paymentStatusOf(),
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), occupiesSlot(bookings.status)));
}
export interface SlotRow {
  id: string;
  doctorId: string;
  startTime: Date;
  endTime: Date;
  bookingId: string | null;
  clientId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  roomId: string | null;
  paymentStatus: PaidStatus | null;
}

export function findDoctorSlots(db: Db, doctorId: string, since: Date): Promise<SlotRow[]> {
  return slotsWithActiveBooking(db)
    .where(and(eq(slots.doctorId, doctorId), gte(slots.endTime, since)))
    .orderBy(asc(slots.startTime));
}

/**
 * The doctor's slots overlapping [from, to), earliest first, read as one range of
 * `slots_doctor_start_idx`. Slots of one doctor never overlap (the `slots_no_overlap`
 * constraint), so the only one that starts before `from` and still runs into the range is the
 * last one starting before it: the range begins at that slot's start (one probe of the same
 * index), and no assumption about how long a slot may be is needed.
 */
export function findDoctorSlotsBetween(db: Db, doctorId: string, range: { from: Date; to: Date }) {
  const lastBefore = db
    .select({ start: slots.startTime })
    .from(slots)
    .where(and(eq(slots.doctorId, doctorId), lt(slots.startTime, range.from)))
    .orderBy(desc(slots.startTime))
    .limit(1);
  const firstStart = sql`coalesce((${lastBefore}), ${range.from})`;
  return slotsWithActiveBooking(db)
    .where(
      and(
        eq(slots.doctorId, doctorId),
        gte(slots.startTime, firstStart),
        lt(slots.startTime, range.to),
        gt(slots.endTime, range.from),
      ),
    )
    .orderBy(asc(slots.startTime));
}

export async function findSlot(db: Db, slotId: string): Promise<SlotRow | undefined> {
  const [row] = await slotsWithActiveBooking(db).where(eq(slots.id, slotId));
  return row;
}

/** The doctor's slots that have not started; locks the doctor's row first (see addSlots). */
export async function countUpcomingSlots(db: Db, doctorId: string, now: Date): Promise<number> {
  await lockUserRow(db, doctorId);
  return db.$count(slots, and(eq(slots.doctorId, doctorId), gt(slots.startTime, now)));
}

/** All or none: one statement, so an overlap anywhere rolls the whole batch back. */
export async function insertSlots(
  db: Db,
  doctorId: string,
  times: { startTime: Date; endTime: Date }[],
  now: Date,
): Promise<number> {
  const inserted = await db
    .insert(slots)
    .values(times.map((t) => ({ doctorId, ...t, createdAt: now })))
    .returning({ id: slots.id });
  return inserted.length;
}

/**
 * Working hours: the slots whose time no other slot of the doctor holds. ON CONFLICT DO NOTHING
 * lets the overlap constraint itself skip a taken time (no check-then-insert race, nothing fails
 * half-way); the answer is the start of each slot inserted.
 */
export async function insertSlotsSkippingTaken(
  db: Db,
  doctorId: string,
  times: { startTime: Date; endTime: Date }[],
  now: Date,
): Promise<Date[]> {
  if (times.length === 0) return [];
  const inserted = await db
    .insert(slots)
    .values(times.map((t) => ({ doctorId, ...t, createdAt: now })))
    .onConflictDoNothing()
    .returning({ startTime: slots.startTime });
  return inserted.map((row) => row.startTime);
}

/** Moves a slot, only while it is the doctor's, unbooked and not yet started. */
export async function updateFreeSlot(
  db: Db,
  ids: { slotId: string; doctorId: string },
  times: { startTime: Date; endTime: Date },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(slots)
    .set(times)
    .where(freeSlotOfDoctor(ids, now))
    .returning({ id: slots.id });
  return updated.length === 1;
}

export async function deleteFreeSlot(
  db: Db,
  ids: { slotId: string; doctorId: string },
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .delete(slots)
    .where(freeSlotOfDoctor(ids, now))
    .returning({ id: slots.id });
  return deleted.length === 1;
}

/** The doctor's own slot, not started and not booked: the only kind that may change. */
function freeSlotOfDoctor(ids: { slotId: string; doctorId: string }, now: Date) {
  return and(
    eq(slots.id, ids.slotId),
    eq(slots.doctorId, ids.doctorId),
    gt(slots.startTime, now),
    noActiveBooking(),
  );
}

function noActiveBooking() {
  return sql`not exists (select 1 from ${bookings} where ${bookings.slotId} = ${slots.id} and ${occupiesSlot(bookings.status)})`;
}

/**
 * Each doctor's first `perDoctor` free slots that have not started (soonest first): what a
 * therapist card offers. Public columns only.
 */
export function findNextFreeTimes(db: Db, now: Date, perDoctor: number, onlyDoctorId?: string) {
  const ranked = db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      startTime: slots.startTime,
      rank: sql<number>`row_number() over (partition by ${slots.doctorId} order by ${slots.startTime}, ${slots.id})`.as(
        'rank',
      ),
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), occupiesSlot(bookings.status)))
    .where(
      and(
        gt(slots.startTime, now),
        isNull(bookings.id),
        onlyDoctorId ? eq(slots.doctorId, onlyDoctorId) : undefined,
      ),
    )
    .as('ranked');
  return db
    .select({ id: ranked.id, doctorId: ranked.doctorId, startTime: ranked.startTime })
    .from(ranked)
    .where(lte(ranked.rank, perDoctor))
    .orderBy(asc(ranked.startTime), asc(ranked.id));
}

/** A slot as anyone may see it: its times and whether it is taken, never by whom. */
interface PublicSlotRow {
  id: string;
  startTime: Date;
  endTime: Date;
  taken: boolean;
}

/**
 * A doctor's slots that have not ended, soonest first, at most `limit`: the public read selects
 * no booking column but whether one holds the slot, so nothing private can leak from it.
 */
export function findPublicSlots(
  db: Db,
  doctorId: string,
  now: Date,
  limit: number,
): Promise<PublicSlotRow[]> {
  return db
    .select({
      id: slots.id,
      startTime: slots.startTime,
      endTime: slots.endTime,
      taken: sql<boolean>`${bookings.id} is not null`.mapWith(Boolean),
    })
    .from(slots)
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), occupiesSlot(bookings.status)))
    .where(and(eq(slots.doctorId, doctorId), gte(slots.endTime, now)))
    .orderBy(asc(slots.startTime), asc(slots.id))
    .limit(limit);
}

/** The starts of the doctor's next free slots that have not started, soonest first. */
export async function findNextFreeSlotStarts(
  db: Db,
  doctorId: string,
  now: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ start: slots.startTime })
    .from(slots)
    .where(and(eq(slots.doctorId, doctorId), gt(slots.startTime, now), noActiveBooking()))
    .orderBy(asc(slots.startTime))
    .limit(limit);
  return rows.map((r) => r.start);
}

/** A slot taken off the doctor's offer for good (a cancelled session kept blocked). */
export async function deleteSlotOf(db: Db, ids: { slotId: string; doctorId: string }) {
  await db.delete(slots).where(and(eq(slots.id, ids.slotId), eq(slots.doctorId, ids.doctorId)));
}

/** Keeps the doctor's weekly hours as last used, replacing the ones before. */
export async function saveWorkingHours(db: Db, doctorId: string, hours: unknown, now: Date) {
  await db
    .insert(workingHours)
    .values({ doctorId, hours, updatedAt: now })
    .onConflictDoUpdate({ target: workingHours.doctorId, set: { hours, updatedAt: now } });
}

export async function findWorkingHours(db: Db, doctorId: string): Promise<unknown> {
  const [row] = await db
    .select({ hours: workingHours.hours })
    .from(workingHours)
    .where(eq(workingHours.doctorId, doctorId));
  return row?.hours ?? null;
}
