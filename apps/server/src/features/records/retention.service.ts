import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { openRecord, sealRecord } from './envelope';
import type { MasterKeyring } from './master-keys';
import {
  deleteExpiredSubjects,
  findRetainedSubject,
  hasClinicalRecords,
  insertRetainedSubject,
  lockClientAndBookings,
  retainRecordsOf,
} from './retention.repo';

/**
 * Retention (issue 25; docs/decisions/0023): a practice must keep its clinical records for years
 * after a client leaves, so when a client deletes their account their questionnaire answers,
 * risk signals and the session notes on their sessions stay, pointing at one retained subject:
 * who they were about, sealed like the records, kept until RECORDS_RETENTION_YEARS have passed,
 * then purged with everything pointing at it.
 */

/** Who a retained subject was: sealed, never stored in the clear. */
export interface RetainedPerson {
  formerUserId: string;
  name: string;
  email: string;
  phone: string | null;
  deletedAt: string;
}

const subjectPlace = (id: string) => ({ table: 'retained_subjects', id });
/** Subjects deleted per statement by the purge: short transactions, however many fall due. */
const PURGE_BATCH = 500;

/** The same moment `years` later (29 February becomes 1 March). */
function yearsAfter(at: Date, years: number): Date {
  const later = new Date(at);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

/**
 * In the deletion's transaction (`unit`), before the account row goes: if the client has any
 * clinical record, seals who they were into a new retained subject and points every record at
 * it. Answers the subject's id, or null when there was nothing to keep (nothing is stored then).
 */
export async function retainClinicalRecordsOf(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  unit: UnitOfWork,
  keyring: MasterKeyring,
  clientId: string,
): Promise<string | null> {
  const person = await lockClientAndBookings(unit.db, clientId);
  if (!person || !(await hasClinicalRecords(unit.db, clientId))) return null;
  const deletedAt = ctx.clock.now();
  const id = randomUUID();
  const sealed: RetainedPerson = {
    formerUserId: clientId,
    name: person.name,
    email: person.email,
    phone: person.phone,
    deletedAt: deletedAt.toISOString(),
  };
  await insertRetainedSubject(unit.db, {
    id,
    retainUntil: yearsAfter(deletedAt, ctx.config.recordsRetentionYears),
    ...sealRecord(keyring, subjectPlace(id), JSON.stringify(sealed)),
  });
  await retainRecordsOf(unit.db, clientId, id);
  return id;
}

/** Who a retained subject was, and until when their records are kept; undefined once purged. */
export async function openRetainedSubject(
  ctx: Pick<AppContext, 'db'>,
  keyring: MasterKeyring,
  id: string,
): Promise<(RetainedPerson & { retainUntil: Date }) | undefined> {
  const row = await findRetainedSubject(ctx.db, id);
  if (!row) return undefined;
  const person = JSON.parse(openRecord(keyring, subjectPlace(id), row)) as RetainedPerson;
  return { ...person, retainUntil: row.retainUntil };
}

/**
 * The purge (housekeeping): every subject whose retention has run out goes, with its records.
 * Safe on many instances at once (see deleteExpiredSubjects); answers how many went.
 */
export async function purgeExpiredRecords(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>) {
  const now = ctx.clock.now();
  let purged = 0;
  for (;;) {
    const batch = await deleteExpiredSubjects(ctx.db, now, PURGE_BATCH);
    purged += batch;
    if (batch < PURGE_BATCH) break;
  }
  if (purged > 0) {
    ctx.log.info({ purged }, 'Purged the clinical records of deleted clients past their retention');
  }
  return purged;
}
