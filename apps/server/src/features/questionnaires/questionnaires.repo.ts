import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, questionnaireRequests, questionnaireResponses, users } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export type ResponseRow = typeof questionnaireResponses.$inferSelect;

/** False when this booking already has an answer to this instrument (the unique index). */
export async function insertResponse(
  db: Db,
  row: typeof questionnaireResponses.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(questionnaireResponses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: questionnaireResponses.id });
  return inserted.length === 1;
}

/** A page of the client's answers, newest first (`limit + 1` rows, see toPage). */
export function findResponsePage(
  db: Db,
  clientId: string,
  instrument: string | undefined,
  page: PageRequest,
) {
  return db
    .select({
      id: questionnaireResponses.id,
      instrument: questionnaireResponses.instrument,
      takenAt: questionnaireResponses.takenAt,
      keyId: questionnaireResponses.keyId,
      wrappedKey: questionnaireResponses.wrappedKey,
      iv: questionnaireResponses.iv,
      ciphertext: questionnaireResponses.ciphertext,
      cursorAt: cursorTime(questionnaireResponses.takenAt),
    })
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.clientId, clientId),
        instrument ? eq(questionnaireResponses.instrument, instrument) : undefined,
        olderThan(questionnaireResponses.takenAt, questionnaireResponses.id, page.after),
      ),
    )
    .orderBy(desc(questionnaireResponses.takenAt), desc(questionnaireResponses.id))
    .limit(page.limit + 1);
}

/** Every answer of the client (their data export), newest first, bounded. */
export function findResponsesOf(db: Db, clientId: string) {
  return db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.clientId, clientId))
    .orderBy(desc(questionnaireResponses.takenAt))
    .limit(10_000);
}

export interface DueFacts {
  bookingId: string;
  startTime: Date;
  doctorId: string;
  therapistName: string;
  /** This booking's place among the client's sessions with this therapist, from 1. */
  sessionNumber: number;
  therapistAsked: boolean;
  answered: string[];
}

type RawDue = {
  booking_id: string;
  start_time: Date | string;
  doctor_id: string;
  therapist_name: string;
  session_number: number;
  therapist_asked: boolean;
  answered: string[] | null;
};

/**
 * What the due rule needs of each booking: its session number with its therapist (cancelled
 * ones do not count), whether the therapist asked, which instruments are answered. For the
 * client's booked sessions that have not started (`bookingId` narrows it to one).
 */
export async function findDueFacts(
  db: Db,
  clientId: string,
  now: Date,
  bookingId?: string,
): Promise<DueFacts[]> {
  const result = (await db.execute(sql`
    select b.id as booking_id, b.start_time, b.doctor_id, u.name as therapist_name,
      (select count(*)::int from ${bookings} o
        where o.patient_id = b.patient_id and o.doctor_id = b.doctor_id and o.status = 'booked'
          and (o.start_time, o.id) <= (b.start_time, b.id)) as session_number,
      exists (select 1 from ${questionnaireRequests} r where r.booking_id = b.id) as therapist_asked,
      array(select q.instrument from ${questionnaireResponses} q where q.booking_id = b.id) as answered
    from ${bookings} b
    join ${users} u on u.id = b.doctor_id
    where b.patient_id = ${clientId} and b.status = 'booked' and b.start_time > ${now}
      ${bookingId ? sql`and b.id = ${bookingId}` : sql``}
    order by b.start_time, b.id
    limit 50
  `)) as unknown as { rows: RawDue[] };
  return result.rows.map((row) => ({
    bookingId: row.booking_id,
    startTime: new Date(row.start_time),
    doctorId: row.doctor_id,
    therapistName: row.therapist_name,
    sessionNumber: row.session_number,
    therapistAsked: row.therapist_asked,
    answered: row.answered ?? [],
  }));
}

/** Idempotent: asking twice before one booking is one request. */
export async function insertRequest(
  db: Db,
  row: typeof questionnaireRequests.$inferInsert,
): Promise<Date> {
  await db.insert(questionnaireRequests).values(row).onConflictDoNothing();
  const [stored] = await db
    .select({ requestedAt: questionnaireRequests.requestedAt })
    .from(questionnaireRequests)
    .where(eq(questionnaireRequests.bookingId, row.bookingId));
  return stored!.requestedAt;
}
