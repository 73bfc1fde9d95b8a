import { randomUUID } from 'node:crypto';
import {
  CONSENT_PURPOSES,
  PRIVACY_VERSION,
  TERMS_VERSION,
  type AccessLogEntry,
  type ConsentPurpose,
  type Consents,
  type Page,
  type SessionUser,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { toPage, type PageRequest } from '../../lib/paging';
import {
  findAccessLogOf,
  findAccessLogPage,
  findConsentHistory,
  findLatestConsents,
  insertAccessLog,
  insertConsentEvents,
} from './consent.repo';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Sign-up agrees to the terms and the privacy notice: both recorded with their versions and the
 * time, in the transaction that makes the account.
 */
export async function recordSignupAgreements(db: Db, userId: string, at: Date): Promise<void> {
  await insertConsentEvents(db, [
    { id: randomUUID(), userId, purpose: 'terms', granted: true, version: TERMS_VERSION, at },
    { id: randomUUID(), userId, purpose: 'privacy', granted: true, version: PRIVACY_VERSION, at },
  ]);
}

/** What the person chose for each purpose (off until chosen), and what they agreed to. */
export async function consentsOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Consents> {
  const latest = await findLatestConsents(ctx.db, userId, [
    ...CONSENT_PURPOSES,
    'terms',
    'privacy',
  ]);
  const byPurpose = new Map(latest.map((row) => [row.purpose, row]));
  return {
    purposes: CONSENT_PURPOSES.map((purpose) => {
      const row = byPurpose.get(purpose);
      return { purpose, granted: row?.granted ?? false, at: row?.at.toISOString() ?? null };
    }),
    agreements: (['terms', 'privacy'] as const).flatMap((document) => {
      const row = byPurpose.get(document);
      return row?.granted && row.version
        ? [{ document, version: row.version, at: row.at.toISOString() }]
        : [];
    }),
  };
}

/** Grants or withdraws at once: a new line in the history, never a changed one. */
export async function setConsent(
  ctx: Ctx,
  userId: string,
  purpose: ConsentPurpose,
  granted: boolean,
): Promise<Consents> {
  await insertConsentEvents(ctx.db, [
    { id: randomUUID(), userId, purpose, granted, version: null, at: ctx.clock.now() },
  ]);
  return consentsOf(ctx, userId);
}

/** Whether the person's latest choice for the purpose is "granted" (never chosen: no). */
export async function hasConsent(db: Db, userId: string, purpose: ConsentPurpose) {
  const [row] = await findLatestConsents(db, userId, [purpose]);
  return row?.granted === true;
}

/**
 * One line in the client's access log: someone other than the client read their clinical data.
 * Written in the transaction of the read's answer (`db` is the unit's), so no read goes unlogged.
 */
export async function logClinicalAccess(
  db: Db,
  entry: {
    clientId: string;
    reader: Pick<SessionUser, 'id' | 'name' | 'role'>;
    what: string;
    at: Date;
  },
): Promise<void> {
  await insertAccessLog(db, {
    id: randomUUID(),
    clientId: entry.clientId,
    readerId: entry.reader.id,
    readerName: entry.reader.name,
    readerRole: entry.reader.role,
    what: entry.what,
    at: entry.at,
  });
}

export async function accessLogPage(
  ctx: Pick<AppContext, 'db'>,
  clientId: string,
  page: PageRequest,
): Promise<Page<AccessLogEntry>> {
  const { items, nextCursor } = toPage(await findAccessLogPage(ctx.db, clientId, page), page.limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      readerName: row.readerName,
      readerRole: row.readerRole as AccessLogEntry['readerRole'],
      what: row.what,
      at: row.at.toISOString(),
    })),
    nextCursor,
  };
}

/** The person's consent history and access log, for their data export. */
export async function consentForExport(ctx: Pick<AppContext, 'db'>, userId: string) {
  const [history, accessLog] = await Promise.all([
    findConsentHistory(ctx.db, userId),
    findAccessLogOf(ctx.db, userId),
  ]);
  return {
    consents: history.map((row) => ({
      purpose: row.purpose,
      granted: row.granted,
      version: row.version,
      at: row.at,
    })),
    accessLog: accessLog.map((row) => ({
      reader: row.readerName,
      readerRole: row.readerRole,
      what: row.what,
      at: row.at,
    })),
  };
}
