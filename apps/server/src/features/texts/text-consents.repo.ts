import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textConsents } from '../../db/schema';
import type { TextChannelName } from './providers/text-provider';

export type ConsentRow = typeof textConsents.$inferSelect;

export function consentsOf(db: Db, userId: string) {
  return db.select().from(textConsents).where(eq(textConsents.userId, userId));
}

/** The row of one channel, locked for the code check (two confirmations cannot both count). */
export async function lockConsent(db: Db, userId: string, channel: TextChannelName) {
  const [row] = await db
    .select()
    .from(textConsents)
    .where(and(eq(textConsents.userId, userId), eq(textConsents.channel, channel)))
    .for('update');
  return row;
}

/**
 * A new code for a number: the channel is off until it is confirmed (a new number is not
 * consented to because the old one was), the tries start again.
 */
export async function storePendingCode(
  db: Db,
  row: {
    userId: string;
    channel: TextChannelName;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const values = {
    phone: row.phone,
    codeHash: row.codeHash,
    codeExpiresAt: row.expiresAt,
    codeAttempts: 0,
    consentedAt: null,
    withdrawnAt: null,
    withdrawnBy: null,
    updatedAt: row.now,
  };
  await db
    .insert(textConsents)
    .values({ userId: row.userId, channel: row.channel, ...values })
    .onConflictDoUpdate({ target: [textConsents.userId, textConsents.channel], set: values });
}

export async function countWrongCode(db: Db, userId: string, channel: TextChannelName, now: Date) {
  await db
    .update(textConsents)
    .set({ codeAttempts: sql`${textConsents.codeAttempts} + 1`, updatedAt: now })
    .where(and(eq(textConsents.userId, userId), eq(textConsents.channel, channel)));
}

export async function markConsented(db: Db, userId: string, channel: TextChannelName, now: Date) {
  await db
    .update(textConsents)
    .set({ consentedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
    .where(and(eq(textConsents.userId, userId), eq(textConsents.channel, channel)));
}

/** Withdrawn by the person, or for them by a STOP reply or the provider's opt-out. */
export async function withdrawConsent(
  db: Db,
  where: { userId: string; channel: TextChannelName } | { phone: string; channel: TextChannelName },
  by: 'client' | 'stop_reply' | 'provider_opt_out',
  now: Date,
) {
  const match =
    'userId' in where ? eq(textConsents.userId, where.userId) : eq(textConsents.phone, where.phone);
  const rows = await db
    .update(textConsents)
    .set({ withdrawnAt: now, withdrawnBy: by, codeHash: null, codeExpiresAt: null, updatedAt: now })
    .where(
      and(match, eq(textConsents.channel, where.channel), sql`${textConsents.withdrawnAt} is null`),
    )
    .returning({ userId: textConsents.userId });
  return rows.length;
}
