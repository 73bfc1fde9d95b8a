import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, calls, missedCallNotices, users } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

const doctorUser = alias(users, 'doctor_user');

export async function insertRing(
  db: Db,
  ring: { bookingId: string; callerId: string; calleeId: string; rangAt: Date },
) {
  const [row] = await db.insert(calls).values(ring).returning();
  return row!;
}

/**
 * A ring that is a call's row with its booking (for names and the room). Locked: the answer,
 * the hang-up and the time-out of one ring are decided one after the other.
 */
export async function findCallForUpdate(db: Db, callId: string) {
  const [row] = await db.select().from(calls).where(eq(calls.id, callId)).for('update');
  return row;
}

/** Records how a ring ended, if it is still ringing (else nothing: it ended another way). */
export async function endRing(
  db: Db,
  callId: string,
  outcome: 'accepted' | 'declined' | 'missed',
  now: Date,
) {
  const [row] = await db
    .update(calls)
    .set({ outcome, ringEndedAt: now })
    .where(and(eq(calls.id, callId), eq(calls.outcome, 'ringing')))
    .returning();
  return row;
}

/**
 * Marks missed, in one statement, up to `limit` rings that started at or before `cutoff` and
 * still ring. SKIP LOCKED: several instances sweep at once without waiting on each other, and a
 * ring being answered right now is left to its answer.
 */
export async function missOverdueRings(db: Db, cutoff: Date, now: Date, limit: number) {
  const result = (await db.execute(sql`
    update ${calls} set outcome = 'missed', ring_ended_at = ${now}
    where ${calls.id} in (
      select id from ${calls}
      where outcome = 'ringing' and rang_at <= ${cutoff}
      order by rang_at
      limit ${limit}
      for update skip locked
    )
    returning id, booking_id as "bookingId", caller_id as "callerId", callee_id as "calleeId"
  `)) as unknown as {
    rows: { id: string; bookingId: string; callerId: string | null; calleeId: string | null }[];
  };
  return result.rows;
}

/**
 * Takes the booking's one missed-call notice for `calleeId`: true if nobody had (they are to be
 * told now), false if they already were. A conditional insert on the table's key, so it holds
 * across instances: a concurrent taker waits for this transaction and then finds the row (or,
 * were this one rolled back with its notice and texts, takes it itself).
 */
export async function takeMissedCallNotice(
  db: Db,
  bookingId: string,
  calleeId: string,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .insert(missedCallNotices)
    .values({ bookingId, calleeId, notifiedAt: now })
    .onConflictDoNothing()
    .returning({ bookingId: missedCallNotices.bookingId });
  return taken.length > 0;
}

/** The two people of the booking have spoken: a later missed call of it is told again. */
export async function releaseMissedCallNotices(db: Db, bookingId: string) {
  await db.delete(missedCallNotices).where(eq(missedCallNotices.bookingId, bookingId));
}

/** The same, for the booking whose video room this is (they met there, rung or not). */
export async function releaseMissedCallNoticesOfRoom(db: Db, roomId: string) {
  await db
    .delete(missedCallNotices)
    .where(
      eq(
        missedCallNotices.bookingId,
        db.select({ id: bookings.id }).from(bookings).where(eq(bookings.roomId, roomId)),
      ),
    );
}

/** The rings to `userId` still ringing after `since` (a tab that connects mid-ring shows them). */
export function findLiveRingsTo(db: Db, userId: string, since: Date) {
  return db
    .select({ id: calls.id, bookingId: calls.bookingId, rangAt: calls.rangAt })
    .from(calls)
    .where(
      and(
        eq(calls.calleeId, userId),
        eq(calls.outcome, 'ringing'),
        sql`${calls.rangAt} > ${since}`,
      ),
    );
}

/** The booking's latest answered call, whose consultation a room's comings and goings time. */
function latestAcceptedCallOfRoom(roomId: string) {
  return sql`(
    select c.id from ${calls} c join ${bookings} b on b.id = c.booking_id
    where b.room_id = ${roomId} and c.outcome = 'accepted'
    order by c.ring_ended_at desc limit 1
  )`;
}

/** Both people have left the room (or it closed): the consultation ends now, if it was going on. */
export async function endConsultation(db: Db, roomId: string, now: Date) {
  await db
    .update(calls)
    .set({ endedAt: now })
    .where(and(eq(calls.id, latestAcceptedCallOfRoom(roomId)), isNull(calls.endedAt)));
}

/** Someone is in the room again (a reconnection, a rejoin): the consultation goes on. */
export async function resumeConsultation(db: Db, roomId: string) {
  await db
    .update(calls)
    .set({ endedAt: null })
    .where(and(eq(calls.id, latestAcceptedCallOfRoom(roomId)), isNotNull(calls.endedAt)));
}

/**
 * The calls `userId` made or was rung by, newest first (the two indexes by person): a page of
 * them, or all without `page` (the personal data export).
 */
export function findCallsOf(db: Db, userId: string, page?: PageRequest) {
  const query = db
    .select({
      id: calls.id,
      cursorAt: cursorTime(calls.rangAt),
      bookingId: calls.bookingId,
      callerId: calls.callerId,
      rangAt: calls.rangAt,
      outcome: calls.outcome,
      ringEndedAt: calls.ringEndedAt,
      endedAt: calls.endedAt,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      patientId: bookings.patientId,
      patientName: bookings.clientName,
      doctorName: sql<string>`coalesce(${doctorUser.name}, ${bookings.doctorName}, '')`,
    })
    .from(calls)
    .innerJoin(bookings, eq(bookings.id, calls.bookingId))
    .leftJoin(doctorUser, eq(doctorUser.id, bookings.doctorId))
    .where(
      and(
        or(eq(calls.callerId, userId), eq(calls.calleeId, userId)),
        olderThan(calls.rangAt, calls.id, page?.after),
      ),
    )
    .orderBy(desc(calls.rangAt), desc(calls.id))
    .$dynamic();
  return page ? query.limit(page.limit + 1) : query;
}
