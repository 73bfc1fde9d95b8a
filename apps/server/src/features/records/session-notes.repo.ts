import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionNoteAddenda, sessionNotes } from '../../db/schema';
import type { SealedRecord } from './envelope';

export type NoteRow = typeof sessionNotes.$inferSelect;
export type AddendumRow = typeof sessionNoteAddenda.$inferSelect;

export async function findNoteOfBooking(db: Db, bookingId: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(sessionNotes).where(eq(sessionNotes.bookingId, bookingId));
  return row;
}

/** The first save of a booking's note; undefined when another tab saved one first. */
export async function insertNote(
  db: Db,
  row: { id: string; bookingId: string; authorId: string; template: string; at: Date },
  sealed: SealedRecord,
): Promise<NoteRow | undefined> {
  const [saved] = await db
    .insert(sessionNotes)
    .values({
      id: row.id,
      bookingId: row.bookingId,
      authorId: row.authorId,
      template: row.template,
      version: 1,
      createdAt: row.at,
      updatedAt: row.at,
      ...sealed,
    })
    .onConflictDoNothing({ target: sessionNotes.bookingId })
    .returning();
  return saved;
}

/**
 * The draft rewritten, only if it is still at `version` and unsigned: one statement, so two
 * saves of the same version cannot both win. A fresh data key seals each version.
 */
export function updateDraft(
  db: Db,
  id: string,
  version: number,
  template: string,
  sealed: SealedRecord,
  at: Date,
): Promise<NoteRow | undefined> {
  return changeUnsigned(db, id, version, { template, updatedAt: at, ...sealed });
}

export function markSigned(
  db: Db,
  id: string,
  version: number,
  at: Date,
): Promise<NoteRow | undefined> {
  return changeUnsigned(db, id, version, { signedAt: at, updatedAt: at });
}

/**
 * A change to a note still unsigned and still at `version` (optimistic concurrency): the version
 * moves on with it; undefined when someone changed or signed it first.
 */
async function changeUnsigned(
  db: Db,
  id: string,
  version: number,
  changes: Partial<typeof sessionNotes.$inferInsert>,
): Promise<NoteRow | undefined> {
  const [saved] = await db
    .update(sessionNotes)
    .set({ ...changes, version: version + 1 })
    .where(
      and(
        eq(sessionNotes.id, id),
        eq(sessionNotes.version, version),
        isNull(sessionNotes.signedAt),
      ),
    )
    .returning();
  return saved;
}

export function findAddenda(db: Db, noteId: string, limit: number): Promise<AddendumRow[]> {
  return db
    .select()
    .from(sessionNoteAddenda)
    .where(eq(sessionNoteAddenda.noteId, noteId))
    .orderBy(asc(sessionNoteAddenda.createdAt), asc(sessionNoteAddenda.id))
    .limit(limit);
}

export async function countAddenda(db: Db, noteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessionNoteAddenda)
    .where(eq(sessionNoteAddenda.noteId, noteId));
  return row?.n ?? 0;
}

export async function insertAddendum(
  db: Db,
  row: { id: string; noteId: string; authorId: string; at: Date },
  sealed: SealedRecord,
): Promise<void> {
  await db.insert(sessionNoteAddenda).values({
    id: row.id,
    noteId: row.noteId,
    authorId: row.authorId,
    createdAt: row.at,
    ...sealed,
  });
}

/** Locks the note against a concurrent sign while an addendum is counted and added. */
export async function lockNote(db: Db, id: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(sessionNotes).where(eq(sessionNotes.id, id)).for('update');
  return row;
}
