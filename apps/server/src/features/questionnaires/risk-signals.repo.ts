import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, riskSignals, users } from '../../db/schema';

export type RiskSignalRow = typeof riskSignals.$inferSelect;

export async function insertRiskSignal(db: Db, row: RiskSignalRow): Promise<void> {
  await db.insert(riskSignals).values(row);
}

export async function findRiskSignal(db: Db, id: string): Promise<RiskSignalRow | undefined> {
  const [row] = await db.select().from(riskSignals).where(eq(riskSignals.id, id));
  return row;
}

/** Sets the acknowledgement once; a second acknowledgement keeps the first's time and person. */
export async function markAcknowledged(db: Db, id: string, by: string, at: Date) {
  await db
    .update(riskSignals)
    .set({ acknowledgedAt: at, acknowledgedBy: by })
    .where(and(eq(riskSignals.id, id), isNull(riskSignals.acknowledgedAt)));
  return findRiskSignal(db, id);
}

/** The therapist's signals not yet acknowledged, newest first (a handful at most). */
export function findOpenSignalsOf(db: Db, therapistId: string) {
  return db
    .select()
    .from(riskSignals)
    .where(and(eq(riskSignals.therapistId, therapistId), isNull(riskSignals.acknowledgedAt)))
    .orderBy(desc(riskSignals.createdAt))
    .limit(100);
}

export interface OverdueSignal {
  id: string;
  clientName: string;
  therapistName: string | null;
}

/**
 * Marks escalated, and answers, the signals nobody acknowledged since before `before`: one
 * UPDATE with SKIP LOCKED, so each is escalated once however many instances poll.
 */
export async function claimOverdueSignals(
  db: Db,
  before: Date,
  now: Date,
  limit: number,
): Promise<OverdueSignal[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from ${riskSignals}
      where acknowledged_at is null and escalated_at is null and created_at <= ${before}
      order by created_at limit ${limit} for update skip locked
    )
    update ${riskSignals} s set escalated_at = ${now}
    from due
    join ${riskSignals} r on r.id = due.id
    join ${users} c on c.id = r.client_id
    left join ${users} t on t.id = r.therapist_id
    where s.id = due.id
    returning s.id, c.name as client_name, t.name as therapist_name
  `)) as unknown as { rows: { id: string; client_name: string; therapist_name: string | null }[] };
  return result.rows.map((row) => ({
    id: row.id,
    clientName: row.client_name,
    therapistName: row.therapist_name,
  }));
}

/** Administrators who can act, with where to write to them. */
export function findActiveAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
}

/** The client's next booked session with the therapist, if any. */
export async function findNextSession(db: Db, clientId: string, therapistId: string, now: Date) {
  const [row] = await db
    .select({ id: bookings.id, startTime: bookings.startTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, clientId),
        eq(bookings.doctorId, therapistId),
        eq(bookings.status, 'booked'),
        gt(bookings.endTime, now),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(1);
  return row;
}
