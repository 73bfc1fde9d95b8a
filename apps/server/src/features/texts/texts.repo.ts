import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Language } from '@solace/shared';
import type { Db } from '../../db/client';
import { textConsents, textMessages } from '../../db/schema';
import type { TextChannelName, TextKind } from './providers/text-provider';

export type TextStatus = (typeof textMessages.$inferSelect)['status'];

/** A text for one person, to go to each channel they have consented to. */
export interface TextForPerson {
  userId: string;
  bookingId: string | null;
  kind: TextKind;
  body: string;
  params: string[];
  language: Language;
  /** `queued`, or `channel_off` when no provider is configured. */
  status: 'queued' | 'channel_off';
  at: Date;
}

/**
 * One row per consented channel of each person, in one statement: the consent is read at the
 * commit of the transaction that writes the texts, so a withdrawal committed first wins.
 */
export function insertTextsForConsents(db: Db, texts: TextForPerson[]) {
  const values = sql.join(
    texts.map(
      (t) =>
        sql`(${t.userId}::uuid, ${t.bookingId}::uuid, ${t.kind}::text_kind, ${t.body}, ${JSON.stringify(t.params)}::jsonb, ${t.language}, ${t.status}::text_status, ${t.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`
    insert into ${textMessages}
      (id, user_id, booking_id, phone, channel, kind, body, params, language, status, run_at,
       created_at, updated_at)
    select gen_random_uuid(), c.user_id, v.booking_id, c.phone, c.channel, v.kind, v.body, v.params,
           v.language, v.status, v.at, v.at, v.at
    from ${textConsents} c
    join (values ${values}) as v(user_id, booking_id, kind, body, params, language, status, at)
      on c.user_id = v.user_id
    where c.consented_at is not null and c.withdrawn_at is null`;
}

/** A text to a number not yet consented to: the verification code that confirms it. */
export async function insertCodeText(
  db: Db,
  row: {
    id: string;
    userId: string;
    phone: string;
    channel: TextChannelName;
    body: string;
    params: string[];
    language: Language;
    status: 'queued' | 'channel_off';
    at: Date;
  },
) {
  const { at, ...rest } = row;
  await db.insert(textMessages).values({
    ...rest,
    kind: 'verification_code',
    runAt: at,
    createdAt: at,
    updatedAt: at,
  });
}

export interface ClaimedText {
  id: string;
  phone: string;
  channel: TextChannelName;
  kind: TextKind;
  body: string | null;
  params: string[] | null;
  language: Language;
  attempts: number;
}

/**
 * Claims up to `limit` due texts in one statement (queued ones whose time has come, and ones
 * whose sender's lease ran out). SKIP LOCKED: several instances claim at once without taking
 * each other's rows; the lease keeps a claimed text from anyone else while it is sent.
 */
export async function claimDueTexts(db: Db, now: Date, leaseEnd: Date, limit: number) {
  // A text waiting (a retry, a restart) goes only where consent still stands: not to a channel
  // withdrawn since it was written, nor to a number no longer the one consented to. Those are
  // given up, their words gone. A verification code goes to a number not consented to yet.
  await db.execute(sql`
    update ${textMessages} t
    set status = 'failed', last_error = 'consent withdrawn', body = null, params = null,
        updated_at = ${now}
    where t.status in ('queued', 'sending') and t.run_at <= ${now}
      and t.kind <> 'verification_code'
      and not exists (
        select 1 from ${textConsents} c
        where c.user_id = t.user_id and c.channel = t.channel and c.phone = t.phone
          and c.consented_at is not null and c.withdrawn_at is null
      )
  `);
  const result = (await db.execute(sql`
    update ${textMessages}
    set status = 'sending', attempts = attempts + 1, run_at = ${leaseEnd}, updated_at = ${now}
    where ${textMessages.id} in (
      select id from ${textMessages}
      where status in ('queued', 'sending') and run_at <= ${now}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, phone, channel, kind, body, params, language, attempts
  `)) as unknown as { rows: ClaimedText[] };
  return result.rows;
}

/** The provider took it: its id kept (delivery callbacks name it), the words gone (a code). */
export async function markTextSent(db: Db, id: string, providerMessageId: string, now: Date) {
  await db
    .update(textMessages)
    .set({
      status: 'sent',
      providerMessageId,
      sentAt: now,
      updatedAt: now,
      body: null,
      params: null,
      lastError: null,
    })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

export async function markTextRetry(db: Db, id: string, retryAt: Date, error: string, now: Date) {
  await db
    .update(textMessages)
    .set({ status: 'queued', runAt: retryAt, lastError: error, updatedAt: now })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

export async function markTextFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(textMessages)
    .set({ status: 'failed', lastError: error, updatedAt: now, body: null, params: null })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

/** Embedded database only (one process): what a dead process was sending is due again now. */
export async function releaseTextClaims(db: Db, now: Date) {
  await db
    .update(textMessages)
    .set({ status: 'queued', runAt: now })
    .where(eq(textMessages.status, 'sending'));
}

/**
 * A provider's delivery report. Reports can arrive out of order: a final state (delivered,
 * undeliverable) is never overwritten, and `sent` does not undo `delivered`.
 */
export async function recordDelivery(
  db: Db,
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'undeliverable',
  error: string | null,
  now: Date,
) {
  const final: TextStatus[] = ['delivered', 'undeliverable', 'failed'];
  const rows = await db
    .update(textMessages)
    .set({
      status,
      updatedAt: now,
      ...(status === 'delivered' ? { deliveredAt: now } : {}),
      ...(error ? { lastError: error } : {}),
    })
    .where(
      and(
        eq(textMessages.providerMessageId, providerMessageId),
        notInArray(textMessages.status, final),
      ),
    )
    .returning({ id: textMessages.id });
  return rows.length;
}

/** How each booking's 1-hour text reminder went (the latest row of each, any channel). */
export async function reminderTextStatuses(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0)
    return new Map<string, { status: TextStatus; deliveredAt: Date | null }>();
  const rows = await db
    .select({
      bookingId: textMessages.bookingId,
      status: textMessages.status,
      deliveredAt: textMessages.deliveredAt,
      createdAt: textMessages.createdAt,
    })
    .from(textMessages)
    .where(and(inArray(textMessages.bookingId, bookingIds), eq(textMessages.kind, 'reminder_1h')))
    .orderBy(textMessages.createdAt);
  // The best news per booking: delivered on one channel beats failed on another.
  const rank: Record<TextStatus, number> = {
    delivered: 6,
    sent: 5,
    sending: 4,
    queued: 3,
    undeliverable: 2,
    failed: 1,
    channel_off: 0,
  };
  const result = new Map<string, { status: TextStatus; deliveredAt: Date | null }>();
  for (const row of rows) {
    const have = result.get(row.bookingId!);
    if (!have || rank[row.status] > rank[have.status]) {
      result.set(row.bookingId!, { status: row.status, deliveredAt: row.deliveredAt });
    }
  }
  return result;
}

/** The channels a person has consented to and not withdrawn. */
export async function consentedChannels(db: Db, userId: string): Promise<TextChannelName[]> {
  const rows = await db
    .select({ channel: textConsents.channel })
    .from(textConsents)
    .where(
      and(
        eq(textConsents.userId, userId),
        isNotNull(textConsents.consentedAt),
        isNull(textConsents.withdrawnAt),
      ),
    );
  return rows.map((r) => r.channel);
}

/**
 * A person's texts for their data export, newest first: the channel, the number, what kind and
 * what became of it; not the words (a sign-in code's must not leave in a file).
 */
export function sentTextsOf(db: Db, userId: string) {
  return db
    .select({
      channel: textMessages.channel,
      kind: textMessages.kind,
      phone: textMessages.phone,
      status: textMessages.status,
      createdAt: textMessages.createdAt,
      sentAt: textMessages.sentAt,
      deliveredAt: textMessages.deliveredAt,
    })
    .from(textMessages)
    .where(eq(textMessages.userId, userId))
    .orderBy(desc(textMessages.createdAt));
}
