import { sql } from 'drizzle-orm';
import type { Language } from '@solace/shared';
import type { Db } from '../../db/client';
import { lockUserRows } from '../../db/locks';
import { bookings, doctorProfiles, slots, users } from '../../db/schema';
import { occupiesSlot } from '../../db/slot-occupancy';
import type { BookingDetails } from './bookings.repo';

/** Booking a slot: the one statement that takes free slots for a batch of clients. */

export interface NewBooking {
  slotId: string;
  doctorId: string;
  patientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  roomId: string;
  /** Set: the time is `held` until then while the client pays (issue 26); null: booked now. */
  holdExpiresAt: Date | null;
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
  const holds = sql.param(requests.map((r) => r.holdExpiresAt?.toISOString() ?? null));
  const occupying = occupiesSlot(sql.raw('b.status'));
  const result = (await db.execute(sql`
    with requests as (
      select * from unnest(
        ${column('slotId')}::uuid[], ${column('doctorId')}::uuid[], ${column('patientId')}::uuid[],
        ${column('clientName')}::text[], ${column('clientEmail')}::text[],
        ${column('clientPhone')}::text[], ${column('roomId')}::text[], ${holds}::timestamptz[]
      ) as r(slot_id, doctor_id, patient_id, client_name, client_email, client_phone, room_id,
             hold_expires_at)
    ), upcoming as (
      select r.patient_id, count(b.id)::int as n
      from requests r
      left join ${bookings} b on b.patient_id = r.patient_id and ${occupying}
        and b.end_time > ${now}
      group by r.patient_id
    ), inserted as (
      insert into ${bookings} (slot_id, doctor_id, patient_id, client_name, client_email,
                               client_phone, room_id, start_time, end_time, created_at,
                               status, hold_expires_at)
      select s.id, s.doctor_id, r.patient_id, r.client_name, r.client_email, r.client_phone,
             r.room_id, s.start_time, s.end_time, ${now},
             (case when r.hold_expires_at is null then 'booked' else 'held' end)::booking_status,
             r.hold_expires_at
      from requests r
      join upcoming u on u.patient_id = r.patient_id
      join ${slots} s on s.id = r.slot_id and s.doctor_id = r.doctor_id
      join ${doctorProfiles} dp on dp.user_id = s.doctor_id and dp.listed
      where s.start_time > ${now} and u.n < ${maxUpcoming}
      order by s.id
      on conflict (slot_id) where ${occupiesSlot(sql.raw('status'))} do nothing
      returning id, slot_id, status, room_id, start_time, end_time, doctor_id, patient_id,
                client_name, client_email
    )
    select u.patient_id as requester, u.n as upcoming, b.id, b.slot_id, b.status, b.room_id,
           b.start_time, b.end_time, b.doctor_id, b.patient_id, b.client_name, b.client_email,
           d.name as doctor_name, d.email as doctor_email, p.image as doctor_image,
           d.time_zone as doctor_time_zone, pu.time_zone as patient_time_zone,
           d.language as doctor_language, pu.language as patient_language,
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
  status: 'booked' | 'cancelled' | 'held';
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
  doctor_language: Language;
  patient_language: Language;
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
    doctorLanguage: row.doctor_language,
    patientId: row.patient_id,
    patientName: row.client_name,
    patientEmail: row.client_email,
    patientTimeZone: row.patient_time_zone,
    patientLanguage: row.patient_language,
  };
}

/** Locks every patient of a batch, in one statement (see insertBookingsIfFree). */
export function lockPatients(db: Db, patientIds: string[]): Promise<void> {
  return lockUserRows(db, patientIds);
}
