import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  questionnaireResponses,
  retainedSubjects,
  riskSignals,
  sessionNotes,
  users,
} from '../../db/schema';
import type { SealedRecord } from './envelope';

export type RetainedSubjectRow = typeof retainedSubjects.$inferSelect;

/** The client's session notes: those on their bookings, whoever wrote them. */
const notesOnBookingsOf = (clientId: string) => sql`${sessionNotes.bookingId} in (
  select ${bookings.id} from ${bookings} where ${bookings.patientId} = ${clientId})`;

/**
 * Locks the client's account row and their bookings until the deletion commits. A note saved, a
 * questionnaire answered or a risk signal raised at that moment references one of them (its
 * foreign key takes a share lock): it either committed before this and is found by
 * `retainRecordsOf`, or waits and then fails on the deleted row. None escapes unretained.
 */
export async function lockClientAndBookings(db: Db, clientId: string) {
  const [person] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, clientId))
    .for('update');
  await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.patientId, clientId))
    .for('update');
  return person;
}

export async function hasClinicalRecords(db: Db, clientId: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select
      exists (select 1 from ${questionnaireResponses}
        where ${questionnaireResponses.clientId} = ${clientId})
      or exists (select 1 from ${riskSignals} where ${riskSignals.clientId} = ${clientId})
      or exists (select 1 from ${sessionNotes} where ${notesOnBookingsOf(clientId)}) as found
  `)) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

export async function insertRetainedSubject(
  db: Db,
  row: { id: string; retainUntil: Date } & SealedRecord,
): Promise<void> {
  await db.insert(retainedSubjects).values(row);
}

/** Points every clinical record of the client at their retained subject. */
export async function retainRecordsOf(db: Db, clientId: string, subjectId: string) {
  await db
    .update(questionnaireResponses)
    .set({ subjectId })
    .where(eq(questionnaireResponses.clientId, clientId));
  await db.update(riskSignals).set({ subjectId }).where(eq(riskSignals.clientId, clientId));
  await db.update(sessionNotes).set({ subjectId }).where(notesOnBookingsOf(clientId));
}

export async function findRetainedSubject(
  db: Db,
  id: string,
): Promise<RetainedSubjectRow | undefined> {
  const [row] = await db.select().from(retainedSubjects).where(eq(retainedSubjects.id, id));
  return row;
}

/**
 * Deletes up to `limit` subjects kept until before `now`; their records go with them (ON DELETE
 * CASCADE, a note's addenda with the note). SKIP LOCKED: instances purging at once share the
 * work instead of waiting on each other, and a second run finds nothing left to do.
 */
export async function deleteExpiredSubjects(db: Db, now: Date, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${retainedSubjects} where ${retainedSubjects.id} in (
      select ${retainedSubjects.id} from ${retainedSubjects}
      where ${retainedSubjects.retainUntil} < ${now}
      order by ${retainedSubjects.retainUntil} limit ${limit} for update skip locked
    ) returning ${retainedSubjects.id}
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
