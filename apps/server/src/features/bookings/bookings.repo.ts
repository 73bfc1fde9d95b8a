import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';
import { bookings, doctorProfiles, slots, users } from '../../db/schema';
import { occupiesSlot } from '../../db/slot-occupancy';

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** A booking with its slot's times and both people, for cancelling, mails and reminders. */
function bookingDetails(db: Db) {
  return db
    .select({
      id: bookings.id,
      // From the joined rows: a booking found here has both, whatever the columns allow.
      slotId: slots.id,
      status: bookings.status,
      roomId: bookings.roomId,
      revision: bookings.revision,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      // The booking's own copy of its slot's times (kept equal by booking and rescheduling).
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      doctorId: doctorUser.id,
      doctorName: doctorUser.name,
      doctorEmail: doctorUser.email,
      doctorImage: doctorProfiles.image,
      doctorTimeZone: doctorUser.timeZone,
      doctorLanguage: doctorUser.language,
      patientId: bookings.patientId,
      patientName: bookings.clientName,
      patientEmail: bookings.clientEmail,
      patientTimeZone: patientUser.timeZone,
      patientLanguage: patientUser.language,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(doctorUser, eq(doctorUser.id, bookings.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, bookings.patientId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId));
}
export type BookingDetails = Awaited<ReturnType<typeof findBooking>>;

/**
 * Bookings as a record of what was, for lists and exports: also those whose therapist has since
 * deleted their account (no slot, no therapist row; the name copied when they left).
 */
const bookingRecordColumns = {
  id: bookings.id,
  // Records are confirmed bookings only (confirmedOnly): never a time held for a payment.
  status: sql<'booked' | 'cancelled'>`${bookings.status}`,
  roomId: bookings.roomId,
  cancelledAt: bookings.cancelledAt,
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  doctorId: bookings.doctorId,
  doctorName: sql<string>`coalesce(${doctorUser.name}, ${bookings.doctorName}, '')`,
  doctorImage: doctorProfiles.image,
  patientId: bookings.patientId,
  patientName: bookings.clientName,
};
export type BookingRecord = Awaited<ReturnType<typeof findBookingRecordsOf>>[number];

function bookingRecords(db: Db) {
  return db
    .select(bookingRecordColumns)
    .from(bookings)
    .leftJoin(doctorUser, eq(doctorUser.id, bookings.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId));
}

/** bookingRecords with the order key's exact time, for a page's cursor. */
function bookingRecordPage(db: Db) {
  return db
    .select({ ...bookingRecordColumns, cursorAt: cursorTime(bookings.startTime) })
    .from(bookings)
    .leftJoin(doctorUser, eq(doctorUser.id, bookings.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId));
}

/**
 * Leaves out times held for a payment that never came (issue 26): `hold_expires_at` stays set
 * on a hold that is held or was released, and is cleared when the payment confirms it. Such a
 * row was never a session, so no list or record shows it.
 */
function confirmedOnly() {
  return isNull(bookings.holdExpiresAt);
}

export async function findBooking(db: Db, bookingId: string) {
  const [row] = await bookingDetails(db).where(eq(bookings.id, bookingId));
  return row;
}

/** The patient's active sessions that have not ended, soonest first (at most a handful). */
export function findUpcomingBookings(db: Db, patientId: string, now: Date) {
  return bookingDetails(db)
    .where(
      and(
        eq(bookings.patientId, patientId),
        eq(bookings.status, 'booked'),
        gt(bookings.endTime, now),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}

/**
 * A page of the patient's bookings, latest start first (`limit + 1` rows, see toPage), through
 * bookings_patient_time_idx; `notUpcomingAt` leaves out those findUpcomingBookings lists.
 */
export function findPatientBookingPage(
  db: Db,
  patientId: string,
  page: PageRequest,
  notUpcomingAt?: Date,
) {
  return bookingRecordPage(db)
    .where(
      and(
        eq(bookings.patientId, patientId),
        notUpcomingAt
          ? sql`not (${bookings.status} = 'booked' and ${bookings.endTime} > ${notUpcomingAt})`
          : undefined,
        confirmedOnly(),
        olderThan(bookings.startTime, bookings.id, page.after),
      ),
    )
    .orderBy(desc(bookings.startTime), desc(bookings.id))
    .limit(page.limit + 1);
}

/** Every booking a person is part of, as a record (data export, the admin's view). */
export function findBookingRecordsOf(db: Db, userId: string) {
  return bookingRecords(db)
    .where(
      and(
        sql`${bookings.patientId} = ${userId} or ${bookings.doctorId} = ${userId}`,
        confirmedOnly(),
      ),
    )
    .orderBy(desc(bookings.startTime));
}

/**
 * Before a therapist's account goes: each of their bookings keeps their name, and loses its
 * slot and therapist by the foreign keys (set null), so the client's record of it stays.
 */
export async function keepDoctorNameOnBookings(db: Db, doctorId: string, name: string) {
  await db.update(bookings).set({ doctorName: name }).where(eq(bookings.doctorId, doctorId));
}

/**
 * Moves the patient's active booking from `fromSlotId` to `toSlotId` in one statement: the same
 * booking (id, video room, history) takes the new slot's times, and the old slot is free by that
 * very change. Only onto a slot of the same therapist, listed, not started and not booked; the
 * partial unique index on the active booking of a slot is the guarantee under concurrency (the
 * loser gets a unique violation, see the service). `fromSlotId` makes a second move of the
 * same booking, racing this one, find nothing. True when it moved.
 */
export async function moveBooking(
  db: Db,
  move: { bookingId: string; patientId: string; fromSlotId: string; toSlotId: string },
  now: Date,
): Promise<boolean> {
  const result = (await db.execute(sql`
    update ${bookings} b
    set slot_id = s.id, start_time = s.start_time, end_time = s.end_time,
        revision = b.revision + 1
    from ${slots} s
    join ${doctorProfiles} p on p.user_id = s.doctor_id and p.listed
    where b.id = ${move.bookingId} and b.patient_id = ${move.patientId}
      and b.status = 'booked' and b.slot_id = ${move.fromSlotId}
      and s.id = ${move.toSlotId} and s.doctor_id = b.doctor_id and s.start_time > ${now}
      and not exists (
        select 1 from ${bookings} o where o.slot_id = s.id and ${occupiesSlot(sql.raw('o.status'))}
      )
    returning b.id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.length === 1;
}

/**
 * Cancels only an active booking; false when someone else cancelled it first. `reason` is the
 * therapist's, kept for the client to read.
 */
export async function markCancelled(
  db: Db,
  bookingId: string,
  by: string,
  now: Date,
  reason: string | null = null,
) {
  const updated = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, cancelReason: reason })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** Every booking a person is part of that still has its therapist and slot (to cancel them). */
export function findBookingsOf(db: Db, userId: string) {
  return bookingDetails(db)
    .where(sql`${bookings.patientId} = ${userId} or ${bookings.doctorId} = ${userId}`)
    .orderBy(desc(bookings.startTime));
}

/** The therapists a patient has a (not cancelled) booking with. */
export async function findDoctorsBookedBy(db: Db, patientId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ doctorId: bookings.doctorId })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), eq(bookings.status, 'booked')));
  return new Set(rows.flatMap((row) => (row.doctorId ? [row.doctorId] : [])));
}

/**
 * Each booking's place among its client's sessions with its therapist, from 1: the sessions
 * not cancelled that start before it (or at the same time, with a smaller id), and itself.
 * The count the questionnaires' due rule takes (questionnaires.repo findDueFacts counts alike).
 */
export async function findSessionNumbers(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select b.id,
      (select count(*)::int from ${bookings} o
        where o.patient_id = b.patient_id and o.doctor_id = b.doctor_id and o.status = 'booked'
          and (o.start_time, o.id) <= (b.start_time, b.id)) as session_number
    from ${bookings} b
    where b.id = any(${sql.param(bookingIds)}::uuid[])
  `)) as unknown as { rows: { id: string; session_number: number }[] };
  return new Map(result.rows.map((row) => [row.id, Number(row.session_number)]));
}

/** Whether the patient has (or had) a session with the doctor that was not cancelled. */
export async function hasActiveBookingBetween(db: Db, patientId: string, doctorId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, patientId),
        eq(bookings.doctorId, doctorId),
        eq(bookings.status, 'booked'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
