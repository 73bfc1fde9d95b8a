import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, users, videoMessages } from '../../db/schema';

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/**
 * The booking behind a room, with both people's names. Read-only: the room belongs to the
 * booking (its unguessable `room_id`), and bookings stay the only feature that writes them.
 */
function selectRooms(db: Db) {
  return db
    .select({
      bookingId: bookings.id,
      roomId: bookings.roomId,
      status: bookings.status,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      patientId: bookings.patientId,
      patientName: patientUser.name,
      // The joined user's id: the same, and never null (the booking's column may be).
      doctorId: doctorUser.id,
      doctorName: doctorUser.name,
      doctorTimeZone: doctorUser.timeZone,
      doctorLanguage: doctorUser.language,
    })
    .from(bookings)
    .innerJoin(patientUser, eq(patientUser.id, bookings.patientId))
    .innerJoin(doctorUser, eq(doctorUser.id, bookings.doctorId));
}

export async function findRoom(db: Db, roomId: string) {
  const [row] = await selectRooms(db).where(eq(bookings.roomId, roomId));
  return row;
}

/** The same, found by its booking (a call rings for a booking: calls). */
export async function findRoomOfBooking(db: Db, bookingId: string) {
  const [row] = await selectRooms(db).where(eq(bookings.id, bookingId));
  return row;
}
export type Room = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

export async function insertRoomMessage(
  db: Db,
  message: { bookingId: string; senderId: string; body: string; sentAt: Date },
) {
  const [row] = await db.insert(videoMessages).values(message).returning();
  return row!;
}

/** The room's chat, oldest first (a session's chat is short: all of it). */
export function findRoomMessages(db: Db, bookingId: string) {
  return db
    .select({
      id: videoMessages.id,
      senderId: videoMessages.senderId,
      senderName: users.name,
      body: videoMessages.body,
      sentAt: videoMessages.sentAt,
    })
    .from(videoMessages)
    .innerJoin(users, eq(users.id, videoMessages.senderId))
    .where(eq(videoMessages.bookingId, bookingId))
    .orderBy(asc(videoMessages.sentAt), asc(videoMessages.id));
}

/**
 * The chat of every room of the user's bookings, both sides' messages, oldest first per room:
 * the room chat is part of their personal data export.
 */
export function findRoomMessagesOfUser(db: Db, userId: string) {
  return db
    .select({
      bookingId: videoMessages.bookingId,
      from: users.name,
      text: videoMessages.body,
      sentAt: videoMessages.sentAt,
    })
    .from(videoMessages)
    .innerJoin(bookings, eq(bookings.id, videoMessages.bookingId))
    .innerJoin(users, eq(users.id, videoMessages.senderId))
    .where(or(eq(bookings.patientId, userId), eq(bookings.doctorId, userId)))
    .orderBy(asc(videoMessages.bookingId), asc(videoMessages.sentAt), asc(videoMessages.id));
}
