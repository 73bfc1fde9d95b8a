import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, ownedBy } from './schema-core';

/**
 * One patient and one therapist talking (live chat). Each side's read mark is the time of the
 * last message it has read; each side's notice time throttles bell notifications while away.
 * `updated_at` is the time of the last message (or of creation): messages of one conversation
 * get strictly increasing times from it, so history pages in a stable order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: ownedBy('patient_id'),
    doctorId: ownedBy('doctor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    patientReadAt: timestamp('patient_read_at', { withTimezone: true }),
    doctorReadAt: timestamp('doctor_read_at', { withTimezone: true }),
    patientNotifiedAt: timestamp('patient_notified_at', { withTimezone: true }),
    doctorNotifiedAt: timestamp('doctor_notified_at', { withTimezone: true }),
    /** Messages from the other side after each side's read mark, kept by a trigger on insert
     * and zeroed by reading (migration 0019): a conversation list never counts messages. */
    patientUnread: integer('patient_unread').notNull().default(0),
    doctorUnread: integer('doctor_unread').notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.patientId, t.doctorId),
    // DESC NULLS FIRST is what ORDER BY ... DESC means: only a matching index serves the order.
    index('conversations_patient_time_idx').on(
      t.patientId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_doctor_time_idx').on(
      t.doctorId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('conversations_two_people', sql`${t.patientId} <> ${t.doctorId}`),
  ],
);

/** A chat message: text only, at most 2,000 characters (CHAT_MESSAGE_MAX_LENGTH). */
export const chatMessages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: ownedBy('sender_id'),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /**
     * The sender's own id for the message (the web app makes one per message it queues): a
     * message sent again because its acknowledgement was lost (a restart, a dropped socket) is
     * the stored one, never a second copy.
     */
    clientId: text('client_id'),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_history_idx').on(
      t.conversationId,
      t.sentAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('messages_sender_idx').on(t.senderId),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** A video room's chat, kept with its booking so both people can read it afterwards. */
export const videoMessages = pgTable(
  'video_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: ownedBy('sender_id'),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('video_messages_booking_time_idx').on(t.bookingId, t.sentAt, t.id),
    index('video_messages_sender_idx').on(t.senderId),
    check('video_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
