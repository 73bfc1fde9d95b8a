import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TextSender } from '../../lib/text-sender';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  claimDueTexts,
  consentedChannels,
  insertTextsForConsents,
  markTextFailed,
  markTextRetry,
  markTextSent,
  releaseTextClaims,
  reminderTextStatuses,
  sentTextsOf,
  type ClaimedText,
} from './texts.repo';
import { consentsOf } from './text-consents.repo';
import { TextSendError, type TextKind, type TextProvider } from './providers/text-provider';

const BATCH = 20;
/** Temporary failures are retried after 5 s, 10 s, 20 s… at most 10 minutes apart, 8 times. */
const FIRST_RETRY_MS = 5000;
const LONGEST_RETRY_MS = 10 * 60_000;
const MAX_ATTEMPTS = 8;

/** What a text says: the words (SMS) and the template's values (WhatsApp), in the same order. */
export interface TextContent {
  userId: string;
  bookingId: string | null;
  kind: TextKind;
  body: string;
  params: string[];
  /** The language `body` is written in: the recipient's (the WhatsApp template's translation). */
  language: Language;
}

/**
 * Texts to people, written with the change they report: one row per channel each person has
 * consented to (read at the commit), none for a person who has not. With no provider the rows
 * are kept as `channel_off`, never sent later.
 */
export function queueTexts(
  ctx: Pick<AppContext, 'clock' | 'texts'>,
  unit: UnitOfWork,
  texts: TextContent[],
): void {
  if (texts.length === 0) return;
  const at = ctx.clock.now();
  const status = ctx.texts.channels.length > 0 ? ('queued' as const) : ('channel_off' as const);
  unit.insertBeforeCommit(
    insertTextsForConsents,
    texts.map((t) => ({ ...t, status, at })),
  );
  if (status === 'queued') unit.afterCommit(() => ctx.texts.nudge());
}

/** Whether a person would get a text now: a channel consented to and a provider to send it. */
export async function wouldReceiveTexts(ctx: Pick<AppContext, 'db' | 'texts'>, userId: string) {
  if (ctx.texts.channels.length === 0) return false;
  return (await consentedChannels(ctx.db, userId)).length > 0;
}

/** A person's texts and their consent to each channel, for their data export. */
export async function textsForExport(ctx: Pick<AppContext, 'db'>, userId: string) {
  const [textMessages, consents] = await Promise.all([
    sentTextsOf(ctx.db, userId),
    consentsOf(ctx.db, userId),
  ]);
  return {
    textMessages,
    // Without the pending code's hash and its tries.
    textConsents: consents.map(({ channel, phone, consentedAt, withdrawnAt, withdrawnBy }) => ({
      channel,
      phone,
      consentedAt,
      withdrawnAt,
      withdrawnBy,
    })),
  };
}

/** Each booking's 1-hour text reminder as the therapist's agenda shows it (absent: none written). */
export async function textReminderStatuses(ctx: Pick<AppContext, 'db'>, bookingIds: string[]) {
  const statuses = await reminderTextStatuses(ctx.db, bookingIds);
  return (bookingId: string | null) => (bookingId && statuses.get(bookingId)?.status) || null;
}

interface TextSenderDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  provider: TextProvider | null;
  leaseMs: number;
}

/**
 * Claim, send, record. A text is claimed for a lease (SKIP LOCKED: one sender however many
 * instances run), given to the provider, and marked with the provider's id. A 4xx is final
 * (`failed`), a 5xx or a time-out is retried with backoff. A crash between the provider's
 * acceptance and our mark can send it once more after the lease: the boundary every outbox has.
 */
export function createTextSender(deps: TextSenderDeps): TextSender {
  const { db, clock, log, provider } = deps;
  if (!provider) {
    log.info('text messages (SMS, WhatsApp) are off: no TEXT_PROVIDER configured');
  } else {
    log.info({ provider: provider.name, channels: provider.channels }, 'text messages on');
  }
  let running: Promise<number> | undefined;
  let again = false;

  async function sendOne(row: ClaimedText): Promise<boolean> {
    const now = clock.now();
    try {
      if (!provider) throw new TextSendError('no text provider configured', true);
      const { providerMessageId } = await provider.send({
        id: row.id,
        phone: row.phone,
        channel: row.channel,
        kind: row.kind,
        body: row.body ?? '',
        params: row.params ?? [],
        language: row.language,
      });
      await markTextSent(db, row.id, providerMessageId, clock.now());
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const permanent = !(err instanceof TextSendError) || err.permanent;
      if (permanent || row.attempts >= MAX_ATTEMPTS) {
        log.error({ textMessageId: row.id, attempts: row.attempts, error }, 'text given up');
        await markTextFailed(db, row.id, error, now);
      } else {
        const delay = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts - 1), LONGEST_RETRY_MS);
        log.warn({ textMessageId: row.id, attempts: row.attempts, error }, 'text to be retried');
        await markTextRetry(db, row.id, new Date(now.getTime() + delay), error, now);
      }
      return false;
    }
  }

  async function drain(stopping: () => boolean): Promise<number> {
    let sent = 0;
    try {
      do {
        again = false;
        for (;;) {
          const now = clock.now();
          const rows = await claimDueTexts(db, now, new Date(now.getTime() + deps.leaseMs), BATCH);
          const outcomes = await Promise.all(rows.map(sendOne));
          sent += outcomes.filter(Boolean).length;
          if (rows.length < BATCH || stopping()) break;
        }
      } while (again && !stopping());
      return sent;
    } finally {
      running = undefined;
    }
  }

  const sender: TextSender = {
    channels: provider?.channels ?? [],
    nudge() {
      void sender.runDue().catch((err: unknown) => log.error({ err }, 'sending texts failed'));
    },
    runDue(stopping = () => false) {
      if (running) {
        again = true;
        return running;
      }
      running = drain(stopping);
      return running;
    },
    catchUp({ releaseClaims }) {
      void (async () => {
        if (releaseClaims) await releaseTextClaims(db, clock.now());
        await sender.runDue();
      })().catch((err: unknown) => log.error({ err }, 'sending texts failed'));
    },
    async close() {
      await running?.catch(() => {});
    },
  };
  return sender;
}
