import { and, asc, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RiskSignal } from '@solace/shared';
import type { Db } from '../../db/client';
import { bookings, riskSignals, users } from '../../db/schema';

export type RiskSignalRow = typeof riskSignals.$inferSelect;

export async function insertRiskSignal(
  db: Db,
  row: typeof riskSignals.$inferInsert,
): Promise<void> {
  await db.insert(riskSignals).values(row);
}

/** A signal with its client's name (null once their account is gone). */
export type RiskSignalView = RiskSignalRow & { clientName: string | null };

const withClientName = (db: Db) =>
  db
    .select({ signal: riskSignals, clientName: users.name })
    .from(riskSignals)
    .leftJoin(users, eq(users.id, riskSignals.clientId));

const toView = ({ signal, clientName }: { signal: RiskSignalRow; clientName: string | null }) => ({
  ...signal,
  clientName,
});

export async function findRiskSignal(db: Db, id: string): Promise<RiskSignalView | undefined> {
  const [row] = await withClientName(db).where(eq(riskSignals.id, id));
  return row && toView(row);
}

/** Whether a signal about this client from this source (narrowed by `about`) awaits acknowledgement. */
async function hasOpenSignal(
  db: Db,
  clientId: string,
  source: RiskSignalRow['source'],
  about: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: riskSignals.id })
    .from(riskSignals)
    .where(
      and(
        eq(riskSignals.clientId, clientId),
        eq(riskSignals.source, source),
        about,
        isNull(riskSignals.acknowledgedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether crisis words in chat already wait for this therapist's acknowledgement: a burst of
 * such messages is one alert, not one each.
 */
export function hasOpenChatSignal(db: Db, clientId: string, therapistId: string) {
  return hasOpenSignal(db, clientId, 'chat', eq(riskSignals.therapistId, therapistId));
}

/**
 * Whether a PHQ-9 signal about this client and session already waits for the therapist's
 * acknowledgement: refused answers sent again (another tab, a retry) are one alert, not one each.
 */
export function hasOpenQuestionnaireSignal(db: Db, clientId: string, bookingId: string) {
  return hasOpenSignal(db, clientId, 'phq9', eq(riskSignals.bookingId, bookingId));
}

/** Sets the acknowledgement once; a second acknowledgement keeps the first's time and person. */
export async function markAcknowledged(db: Db, id: string, by: string, at: Date) {
  await db
    .update(riskSignals)
    .set({ acknowledgedAt: at, acknowledgedBy: by })
    .where(and(eq(riskSignals.id, id), isNull(riskSignals.acknowledgedAt)));
  return findRiskSignal(db, id);
}

/**
 * The therapist's signals not yet acknowledged, newest first (a handful at most), about clients
 * who still have an account.
 */
export async function findOpenSignalsOf(db: Db, therapistId: string) {
  const rows = await withClientName(db)
    .where(
      and(
        eq(riskSignals.therapistId, therapistId),
        isNull(riskSignals.acknowledgedAt),
        isNotNull(riskSignals.clientId),
      ),
    )
    .orderBy(desc(riskSignals.createdAt))
    .limit(100);
  return rows.map(toView);
}

export type RiskSource = RiskSignal['source'];

export interface OverdueSignal {
  id: string;
  source: RiskSource;
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
      -- A signal about a client who deleted their account is kept, but nobody can contact them.
      where acknowledged_at is null and escalated_at is null and client_id is not null
        and created_at <= ${before}
      order by created_at limit ${limit} for update skip locked
    )
    update ${riskSignals} s set escalated_at = ${now}
    from due
    join ${riskSignals} r on r.id = due.id
    join ${users} c on c.id = r.client_id
    left join ${users} t on t.id = r.therapist_id
    where s.id = due.id
    returning s.id, s.source, c.name as client_name, t.name as therapist_name
  `)) as unknown as {
    rows: { id: string; source: RiskSource; client_name: string; therapist_name: string | null }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    source: row.source,
    clientName: row.client_name,
    therapistName: row.therapist_name,
  }));
}

/** Where to reach a person named by a signal; undefined when their account is gone. */
export async function findContact(db: Db, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
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
