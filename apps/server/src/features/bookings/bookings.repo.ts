import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockUserRows } from '../../db/locks';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';
import { bookings, doctorProfiles, slots, users } from '../../db/schema';

export interface NewBooking {
  slotId: string;
  doctorId: string;
  patientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  roomId: string;
}

/**
 * Books each requested slot in one statement, counting first each patient's sessions that have
 * not ended: a row goes in only while its patient holds fewer than `maxUpcoming`, when the slot
 * is the doctor's, the doctor is listed and the slot has not started; the partial unique index
 * lets only one active booking exist per slot, so of any number of requests for one slot (in
 * this statement or concurrent ones) exactly one gets a row. The booking keeps the slot's
 * times, so the database also refuses a patient two overlapping sessions (an exclusion
 * constraint: that fails the whole statement). Answers, per patient, their count and their new
 * booking with both people, as findBooking gives it (undefined when nothing was inserted).
 *
 * At most one request per patient: each counts in the statement's one snapshot. The caller must
 * hold the patients' row locks (`lockPatients`) from an earlier statement of the transaction:
 * only a lock taken before the count makes two bookings of one patient count one after the
 * other. Rows go in in slot order, so two such statements never wait on each other in a circle.
 */
export async function insertBookingsIfFree(
  db: Db,
  requests: NewBooking[],
  now: Date,
  maxUpcoming: number,
): Promise<Map<string, BookingAttempt>> {
  // One array parameter per column (sql.param: a bare array would become a list of parameters).
  const column = <K extends keyof NewBooking>(key: K) => sql.param(requests.map((r) => r[key]));
  const result = (await db.execute(sql`
    with requests as (
      select * from unnest(
        ${column('slotId')}::uuid[], ${column('doctorId')}::uuid[], ${column('patientId')}::uuid[],
        ${column('clientName')}::text[], ${column('clientEmail')}::text[],
        ${column('clientPhone')}::text[], ${column('roomId')}::text[]
      ) as r(slot_id, doctor_id, patient_id, client_name, client_email, client_phone, room_id)
    ), upcoming as (
      select r.patient_id, count(b.id)::int as n
      from requests r
      left join ${bookings} b on b.patient_id = r.patient_id and b.status = 'booked'
        and b.end_time > ${now}
      group by r.patient_id
    ), inserted as (
      insert into ${bookings} (slot_id, doctor_id, patient_id, client_name, client_email,
                               client_phone, room_id, start_time, end_time, created_at)
      select s.id, s.doctor_id, r.patient_id, r.client_name, r.client_email, r.client_phone,
             r.room_id, s.start_time, s.end_time, ${now}
      from requests r
      join upcoming u on u.patient_id = r.patient_id
      join ${slots} s on s.id = r.slot_id and s.doctor_id = r.doctor_id
      join ${doctorProfiles} dp on dp.user_id = s.doctor_id and dp.listed
      where s.start_time > ${now} and u.n < ${maxUpcoming}
      order by s.id
      on conflict (slot_id) where status = 'booked' do nothing
      returning id, slot_id, status, room_id, start_time, end_time, doctor_id, patient_id,
                client_name, client_email
    )
    select u.patient_id as requester, u.n as upcoming, b.id, b.slot_id, b.status, b.room_id,
           b.start_time, b.end_time, b.doctor_id, b.patient_id, b.client_name, b.client_email,
           d.name as doctor_name, d.email as doctor_email, p.image as doctor_image,
           d.time_zone as doctor_time_zone, pu.time_zone as patient_time_zone,
           -- Why the insert left this request out, read from the same snapshot it used.
           case
             when b.id is not null then null
             when u.n >= ${maxUpcoming} then 'too-many-upcoming'
             when not coalesce(rdp.listed, false) then 'therapist-not-listed'
             when rs.id is null or rs.doctor_id <> r.doctor_id then 'no-such-slot'
             when rs.start_time <= ${now} then 'started'
             else 'taken'
           end as refusal
    from upcoming u
    join requests r on r.patient_id = u.patient_id
    left join ${slots} rs on rs.id = r.slot_id
    left join ${doctorProfiles} rdp on rdp.user_id = r.doctor_id
    left join inserted b on b.patient_id = u.patient_id
    left join ${users} d on d.id = b.doctor_id
    left join ${users} pu on pu.id = b.patient_id
    left join ${doctorProfiles} p on p.user_id = b.doctor_id
  `)) as unknown as { rows: InsertedRow[] };
  return new Map(
    result.rows.map((row) => [
      row.requester,
      row.id === null
        ? { upcoming: Number(row.upcoming), refusal: row.refusal! }
        : { upcoming: Number(row.upcoming), booking: toDetails(row) },
    ]),
  );
}

/** Why the statement did not insert a request's booking. */
export type BookingRefusal =
  'too-many-upcoming' | 'therapist-not-listed' | 'no-such-slot' | 'started' | 'taken';

/** A booking request's outcome: its booking, or why the statement refused it. */
export type BookingAttempt = {
  /** The patient's sessions that had not ended, before this booking. */
  upcoming: number;
} & (
  | { booking: NonNullable<BookingDetails>; refusal?: undefined }
  | { booking?: undefined; refusal: BookingRefusal }
);

interface InsertedRow {
  requester: string;
  refusal: BookingRefusal | null;
  upcoming: number;
  id: string | null;
  slot_id: string;
  status: 'booked' | 'cancelled';
  room_id: string;
  start_time: Date | string;
  end_time: Date | string;
  doctor_id: string;
  patient_id: string;
  client_name: string;
  client_email: string;
  doctor_name: string;
  doctor_email: string;
  doctor_image: string | null;
  doctor_time_zone: string;
  patient_time_zone: string;
}

/** A raw row in findBooking's shape (PGlite and pg may give times as Date or as text). */
function toDetails(row: InsertedRow): NonNullable<BookingDetails> {
  return {
    id: row.id!,
    slotId: row.slot_id,
    status: row.status,
    roomId: row.room_id,
    revision: 0,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    startTime: new Date(row.start_time),
    endTime: new Date(row.end_time),
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorEmail: row.doctor_email,
    doctorImage: row.doctor_image,
    doctorTimeZone: row.doctor_time_zone,
    patientId: row.patient_id,
    patientName: row.client_name,
    patientEmail: row.client_email,
    patientTimeZone: row.patient_time_zone,
  };
}

/** Locks every patient of a batch, in one statement (see insertBookingsIfFree). */
export function lockPatients(db: Db, patientIds: string[]): Promise<void> {
  return lockUserRows(db, patientIds);
}

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
      patientId: bookings.patientId,
      patientName: bookings.clientName,
      patientEmail: bookings.clientEmail,
      patientTimeZone: patientUser.timeZone,
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
  status: bookings.status,
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
        olderThan(bookings.startTime, bookings.id, page.after),
      ),
    )
    .orderBy(desc(bookings.startTime), desc(bookings.id))
    .limit(page.limit + 1);
}

/** Every booking a person is part of, as a record (data export, the admin's view). */
export function findBookingRecordsOf(db: Db, userId: string) {
  return bookingRecords(db)
    .where(sql`${bookings.patientId} = ${userId} or ${bookings.doctorId} = ${userId}`)
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
        select 1 from ${bookings} o where o.slot_id = s.id and o.status = 'booked'
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
