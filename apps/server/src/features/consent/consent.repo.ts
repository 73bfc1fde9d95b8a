import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinicalAccessLog, consentEvents } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export type ConsentEventRow = typeof consentEvents.$inferSelect;
/** A new event: its place in the order (`seq`) is the database's to give. */
type NewConsentEvent = typeof consentEvents.$inferInsert;
export type AccessLogRow = typeof clinicalAccessLog.$inferSelect;

export async function insertConsentEvents(db: Db, rows: NewConsentEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(consentEvents).values(rows);
}

/** The latest event of each purpose named: the person's choice now. */
export async function findLatestConsents(
  db: Db,
  userId: string,
  purposes: string[],
): Promise<ConsentEventRow[]> {
  return db
    .selectDistinctOn([consentEvents.purpose])
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), inArray(consentEvents.purpose, purposes)))
    .orderBy(consentEvents.purpose, desc(consentEvents.seq));
}

/** The whole history of a person's choices, oldest first (their data export). */
export function findConsentHistory(db: Db, userId: string) {
  return db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.seq)
    .limit(10_000);
}

export async function insertAccessLog(db: Db, row: AccessLogRow): Promise<void> {
  await db.insert(clinicalAccessLog).values(row);
}

/** A page of the client's access log, newest first (`limit + 1` rows, see toPage). */
export function findAccessLogPage(db: Db, clientId: string, page: PageRequest) {
  return db
    .select({
      id: clinicalAccessLog.id,
      readerName: clinicalAccessLog.readerName,
      readerRole: clinicalAccessLog.readerRole,
      what: clinicalAccessLog.what,
      at: clinicalAccessLog.at,
      cursorAt: cursorTime(clinicalAccessLog.at),
    })
    .from(clinicalAccessLog)
    .where(
      and(
        eq(clinicalAccessLog.clientId, clientId),
        olderThan(clinicalAccessLog.at, clinicalAccessLog.id, page.after),
      ),
    )
    .orderBy(desc(clinicalAccessLog.at), desc(clinicalAccessLog.id))
    .limit(page.limit + 1);
}

/** Every line of the client's access log, newest first (the data export; bounded). */
export function findAccessLogOf(db: Db, clientId: string) {
  return db
    .select()
    .from(clinicalAccessLog)
    .where(eq(clinicalAccessLog.clientId, clientId))
    .orderBy(desc(clinicalAccessLog.at), desc(clinicalAccessLog.id))
    .limit(10_000);
}
