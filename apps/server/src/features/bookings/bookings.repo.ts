import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockUserRow } from '../../db/locks';
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
 * Books the slot in one statement: it inserts only when the slot is the doctor's, the doctor is
 * listed and the slot has not started, and the partial unique index lets only one active booking
 * exist per slot. Of any number of concurrent requests, exactly one gets a row back. The
 * booking keeps the slot's times, so the database also refuses a patient two overlapping
 * sessions (an exclusion constraint, whichever the therapists).
 */
export async function insertBookingIfFree(db: Db, booking: NewBooking, now: Date) {
  const result = (await db.execute(sql`
    insert into ${bookings} (slot_id, doctor_id, patient_id, client_name, client_email, client_phone,
                             room_id, start_time, end_time, created_at)
    select ${slots.id}, ${slots.doctorId}, ${booking.patientId}, ${booking.clientName},
           ${booking.clientEmail}, ${booking.clientPhone}, ${booking.roomId},
           ${slots.startTime}, ${slots.endTime}, ${now}
    from ${slots}
    join ${doctorProfiles} on ${doctorProfiles.userId} = ${slots.doctorId} and ${doctorProfiles.listed}
    where ${slots.id} = ${booking.slotId} and ${slots.doctorId} = ${booking.doctorId}
      and ${slots.startTime} > ${now}
    on conflict (slot_id) where status = 'booked' do nothing
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id;
}

/**
 * How many sessions the patient has booked that have not ended. Locks the patient's row first,
 * so two bookings of one patient at once are counted one after the other.
 */
export async function countUpcomingBookings(db: Db, patientId: string, now: Date) {
  await lockUserRow(db, patientId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, patientId),
        eq(bookings.status, 'booked'),
        gt(bookings.endTime, now),
      ),
    );
  return row?.n ?? 0;
}

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** A booking with its slot's times and both people, for cancelling, mails and lists. */
function bookingDetails(db: Db) {
  return db
    .select({
      id: bookings.id,
      slotId: bookings.slotId,
      status: bookings.status,
      roomId: bookings.roomId,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      startTime: slots.startTime,
      endTime: slots.endTime,
      doctorId: bookings.doctorId,
      doctorName: doctorUser.name,
      doctorEmail: doctorUser.email,
      doctorImage: doctorProfiles.image,
      patientId: bookings.patientId,
      patientName: bookings.clientName,
      patientEmail: bookings.clientEmail,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(doctorUser, eq(doctorUser.id, bookings.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, bookings.patientId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId));
}
export type BookingDetails = Awaited<ReturnType<typeof findBooking>>;

export async function findBooking(db: Db, bookingId: string) {
  const [row] = await bookingDetails(db).where(eq(bookings.id, bookingId));
  return row;
}

/** The patient's bookings, latest start first, at most `limit` of them. */
export function findPatientBookings(db: Db, patientId: string, limit: number) {
  return bookingDetails(db)
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(slots.startTime))
    .limit(limit);
}

/** Cancels only an active booking; false when someone else cancelled it first. */
export async function markCancelled(db: Db, bookingId: string, by: string, now: Date) {
  const updated = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** Every booking a person is part of, for their data export. */
export function findBookingsOf(db: Db, userId: string) {
  return bookingDetails(db)
    .where(sql`${bookings.patientId} = ${userId} or ${bookings.doctorId} = ${userId}`)
    .orderBy(desc(slots.startTime));
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
