import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { activeLanguage, messages, type TextChannel, type TextChannelsView } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/unit-of-work';
import {
  consentsOf,
  countWrongCode,
  lockConsent,
  markConsented,
  storePendingCode,
  withdrawConsent,
} from './text-consents.repo';
import { insertCodeText } from './texts.repo';

const m = messages.texts.errors;
const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes one request allows before a new code must be asked for. */
const CODE_TRIES = 5;
/** Codes one person may ask for an hour: each is a paid text to a number they typed. */
const CODE_REQUESTS = { limit: 5, windowMs: 3600_000 };
/** Codes one number may be sent an hour, whoever asks: no account, or many, floods a phone. */
const CODES_TO_NUMBER = { limit: 5, windowMs: 3600_000 };

/** Only a hash is kept: a leaked table does not confirm anyone's number. */
function hashCode(userId: string, channel: TextChannel, code: string) {
  return createHash('sha256').update(`${userId}:${channel}:${code}`).digest('hex');
}

/** The profile's view: every channel, whether it is offered, off, waiting for a code or on. */
export async function textChannelsOf(
  ctx: Pick<AppContext, 'db' | 'texts'>,
  userId: string,
): Promise<TextChannelsView> {
  const rows = await consentsOf(ctx.db, userId);
  const channels = (['sms', 'whatsapp'] as const).map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    const on = !!row?.consentedAt && !row.withdrawnAt;
    const pending = !on && !!row?.codeHash;
    return {
      channel,
      offered: ctx.texts.channels.includes(channel),
      state: on ? ('on' as const) : pending ? ('pending' as const) : ('off' as const),
      phone: on || pending ? row!.phone : null,
      consentedAt: on ? row!.consentedAt!.toISOString() : null,
    };
  });
  return { channels };
}

function requireOffered(ctx: Pick<AppContext, 'texts'>, channel: TextChannel) {
  if (ctx.texts.channels.length === 0) throw new AppError(409, 'BAD_REQUEST', m.channelOff);
  if (!ctx.texts.channels.includes(channel)) {
    throw new AppError(409, 'BAD_REQUEST', m.channelNotOffered);
  }
}

/** A 6-digit code to the number, written with the pending consent it confirms. */
export async function requestCode(
  ctx: AppContext,
  userId: string,
  channel: TextChannel,
  phone: string,
): Promise<TextChannelsView> {
  requireOffered(ctx, channel);
  const rate = await ctx.limiter.hit(`text-code:${userId}`, CODE_REQUESTS);
  if (rate.exceeded) throw new AppError(429, 'TOO_MANY_REQUESTS', messages.http.tooManyRequests);
  const toNumber = await ctx.limiter.hit(`text-code-to:${phone}`, CODES_TO_NUMBER);
  if (toNumber.exceeded) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', messages.http.tooManyRequests);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  await inTransaction(ctx, async (unit) => {
    await storePendingCode(unit.db, {
      userId,
      channel,
      phone,
      codeHash: hashCode(userId, channel, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      now,
    });
    await insertCodeText(unit.db, {
      id: randomUUID(),
      userId,
      phone,
      channel,
      // In the language of the page that asked: the person's own, on their profile.
      body: messages.texts.code(code),
      params: [code],
      language: activeLanguage(),
      status: 'queued',
      at: now,
    });
    unit.afterCommit(() => ctx.texts.nudge());
  });
  return textChannelsOf(ctx, userId);
}

/**
 * The code that came to the number turns the channel on, with the time of consent. A wrong code
 * is counted (committed, whatever the answer), an expired one or one past its tries is refused.
 */
export async function confirmCode(
  ctx: AppContext,
  userId: string,
  channel: TextChannel,
  code: string,
): Promise<TextChannelsView> {
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx, async (unit) => {
    const row = await lockConsent(unit.db, userId, channel);
    if (!row?.codeHash || !row.codeExpiresAt) return 'none' as const;
    if (row.codeAttempts >= CODE_TRIES) return 'tries' as const;
    if (row.codeExpiresAt <= now) return 'expired' as const;
    const given = Buffer.from(hashCode(userId, channel, code));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await countWrongCode(unit.db, userId, channel, now);
      return row.codeAttempts + 1 >= CODE_TRIES ? ('tries' as const) : ('wrong' as const);
    }
    await markConsented(unit.db, userId, channel, now);
    return 'ok' as const;
  });
  if (outcome === 'none') throw new AppError(409, 'BAD_REQUEST', m.noCodePending);
  if (outcome === 'tries') throw new AppError(429, 'TOO_MANY_REQUESTS', m.tooManyTries);
  if (outcome === 'expired') {
    throw new AppError(400, 'VALIDATION_FAILED', m.codeExpired, { code: m.codeExpired });
  }
  if (outcome === 'wrong') {
    throw new AppError(400, 'VALIDATION_FAILED', m.codeWrong, { code: m.codeWrong });
  }
  return textChannelsOf(ctx, userId);
}

/** Withdrawn at once: no text is queued for the channel from this commit on. */
export async function withdrawChannel(ctx: AppContext, userId: string, channel: TextChannel) {
  await withdrawConsent(ctx.db, { userId, channel }, 'client', ctx.clock.now());
  return textChannelsOf(ctx, userId);
}
