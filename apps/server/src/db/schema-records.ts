/** The clinical record, encrypted at rest (issue 25; docs/decisions/0023). */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, users } from './schema-core';

/** PGlite answers bytea as a Uint8Array, pg as a Buffer: repos always get a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One envelope-encrypted record (features/records/envelope.ts): the master key's id, the data
 * key wrapped under it, the iv and the ciphertext with its tag. Nothing of the record is plain.
 */
export const sealedColumns = () => ({
  keyId: text('key_id').notNull(),
  wrappedKey: bytea('wrapped_key').notNull(),
  iv: bytea('iv').notNull(),
  ciphertext: bytea('ciphertext').notNull(),
});

/**
 * Who kept clinical records were about once that client deleted their account (issue 25,
 * retention): their name and e-mail sealed like the records themselves, and the day the records
 * that point here are purged with it (ON DELETE CASCADE, by the daily job).
 */
export const retainedSubjects = pgTable(
  'retained_subjects',
  {
    id: uuid('id').primaryKey(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    ...sealedColumns(),
  },
  (t) => [
    index('retained_subjects_until_idx').on(t.retainUntil),
    index('retained_subjects_key_idx').on(t.keyId),
  ],
);

/** Set on a clinical record when its client's account goes: the record is kept until then. */
export const retainedFor = () =>
  uuid('subject_id').references(() => retainedSubjects.id, { onDelete: 'cascade' });

/**
 * A therapist's private note on one booking: its template's sections, sealed as one JSON
 * record. Drafts are rewritten in place (version for optimistic concurrency); signed, it is
 * locked and later words are addenda.
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: uuid('id').primaryKey(),
    /** Null once the client's account (and so the booking) is gone: the note is kept. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The therapist who writes it and alone may read it; null (nobody reads it) once they go. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    subjectId: retainedFor(),
    ...sealedColumns(),
  },
  (t) => [
    uniqueIndex('session_notes_booking_idx').on(t.bookingId),
    index('session_notes_subject_idx').on(t.subjectId),
    index('session_notes_author_idx').on(t.authorId),
    // Rotation looks for the records still wrapped under an older key.
    index('session_notes_key_idx').on(t.keyId),
    check('session_notes_template', sql`${t.template} in ('soap', 'dap', 'free')`),
  ],
);

/** Dated additions to a signed note: written once, never changed (only their key re-wrapped). */
export const sessionNoteAddenda = pgTable(
  'session_note_addenda',
  {
    id: uuid('id').primaryKey(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => sessionNotes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ...sealedColumns(),
  },
  (t) => [
    index('session_note_addenda_note_idx').on(t.noteId, t.createdAt),
    index('session_note_addenda_key_idx').on(t.keyId),
  ],
);
