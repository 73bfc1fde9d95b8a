import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { MailSendError, type Mail, type Mailer, type Outbox } from '../../lib/mailer';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  claimDueMails,
  deleteSentBefore,
  markFailed,
  markRetry,
  markSent,
  outboxInsert,
  releaseAllClaims,
  type ClaimedMail,
} from './outbox.repo';

/** Sent mails are kept (without their content) this long: enough to answer "was it sent?". */
const SENT_MAILS_KEPT_MS = 30 * 24 * 3600_000;
/** Mails claimed at once: one statement claims them, one marks them sent. */
const BATCH = 50;
/** Temporary failures are retried after 1 s, 2 s, 4 s… at most 15 minutes apart, 20 times. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 15 * 60_000;
const MAX_ATTEMPTS = 20;

function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The e-mails that report a change, written with it: the rows join the unit's deferred writes
 * (one statement with the booking's other rows, just before the commit), so a mail exists
 * exactly when its change does. Once committed, the outbox is nudged to send them at once.
 */
export function queueMails(
  ctx: Pick<AppContext, 'clock' | 'config' | 'outbox'>,
  unit: UnitOfWork,
  mails: Mail[],
): void {
  if (mails.length === 0) return;
  const now = ctx.clock.now();
  const host = messageIdHost(ctx.config.mailFrom);
  unit.insertBeforeCommit(
    outboxInsert,
    mails.map((mail) => {
      const id = randomUUID();
      return { id, messageId: `<${id}@${host}>`, mail, runAt: now, createdAt: now };
    }),
  );
  unit.afterCommit(() => ctx.outbox.nudge());
}

/** Housekeeping: the record of mails sent over a month ago goes. */
export function forgetSentMails(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return deleteSentBefore(ctx.db, new Date(ctx.clock.now().getTime() - SENT_MAILS_KEPT_MS));
}

/** The sender's domain: `Solace <no-reply@solace.example>` gives `solace.example`. */
function messageIdHost(mailFrom: string): string {
  return /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'solace.invalid';
}

interface OutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  leaseMs: number;
}

/**
 * Claim, send, mark. A mail is claimed for a lease (FOR UPDATE SKIP LOCKED: one sender however
 * many instances run), sent, then marked sent. A crash between the send and the mark leaves it
 * claimed: once the lease ends it is sent again, at most once more, with the same Message-ID.
 * That is the at-least-once boundary every outbox has (the SMTP server's acceptance and our
 * commit cannot be one transaction); the Message-ID lets mail systems fold the copy away.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, clock, mailer, log } = deps;
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;
  /** Closing: the last pass runs, nothing new starts. */
  let stopping = false;
  let retry: { at: number; timer: NodeJS.Timeout } | undefined;
  const sources: (() => Promise<unknown>)[] = [];

  /** A source that fails is logged: the mails already queued still go out. */
  async function runSources() {
    for (const source of sources) {
      await source().catch((err: unknown) =>
        log.error({ err }, 'turning requests into mails failed'),
      );
    }
  }

  /** A retry wakes the outbox itself: it does not wait for the poller (or a next commit). */
  function wakeAt(at: Date) {
    if (closed || (retry && retry.at <= at.getTime())) return;
    if (retry) clearTimeout(retry.timer);
    const timer = setTimeout(
      () => {
        retry = undefined;
        outbox.nudge();
      },
      Math.max(0, at.getTime() - clock.now().getTime()),
    );
    timer.unref();
    retry = { at: at.getTime(), timer };
  }

  async function failed(row: ClaimedMail, err: unknown, now: Date) {
    const error = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof MailSendError && err.permanent;
    if (permanent || row.attempts >= MAX_ATTEMPTS) {
      log.error({ outboxMailId: row.id, attempts: row.attempts, error }, 'mail given up');
      await markFailed(db, row.id, error);
      return;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    log.warn({ outboxMailId: row.id, attempts: row.attempts, error }, 'mail to be retried');
    await markRetry(db, row.id, retryAt, error);
    wakeAt(retryAt);
  }

  async function sendBatch(): Promise<{ claimed: number; sent: number }> {
    const now = clock.now();
    const rows = await claimDueMails(db, now, new Date(now.getTime() + deps.leaseMs), BATCH);
    if (rows.length === 0) return { claimed: 0, sent: 0 };
    const outcomes = await Promise.all(
      rows.map((row) =>
        mailer.send({ ...row.mail, messageId: row.messageId }).then(
          () => undefined,
          (err: unknown) => err ?? new Error('mail failed'),
        ),
      ),
    );
    const doneAt = clock.now();
    const sentIds = rows.filter((_, i) => outcomes[i] === undefined).map((row) => row.id);
    // The sent ones first: the shorter the time between a send and its mark, the fewer copies
    // a crash can cause.
    await markSent(db, sentIds, doneAt);
    for (const [i, row] of rows.entries()) {
      if (outcomes[i] !== undefined) await failed(row, outcomes[i], doneAt);
    }
    return { claimed: rows.length, sent: sentIds.length };
  }

  /**
   * Batches until nothing is due. `running` is cleared in the same step that finds no nudge came
   * meanwhile: a commit can never slip between the last look and the end.
   */
  async function drain(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        again = false;
        await runSources();
        for (;;) {
          const { claimed, sent } = await sendBatch();
          total += sent;
          if (claimed < BATCH || closed) break;
        }
        if (!again || closed) {
          running = undefined;
          return total;
        }
      }
    } catch (err) {
      running = undefined;
      throw err;
    }
  }

  const outbox: Outbox = {
    nudge() {
      void outbox.runDue().catch((err: unknown) => log.error({ err }, 'sending mails failed'));
    },
    runDue() {
      if (stopping) return Promise.resolve(0);
      // Commits that land while a pass runs are picked up by one more pass, not one each.
      if (running) {
        again = true;
        return running;
      }
      running = drain();
      return running;
    },
    addSource(source) {
      sources.push(source);
    },
    catchUp({ releaseClaims }) {
      void (async () => {
        if (releaseClaims) await releaseAllClaims(db, clock.now());
        await outbox.runDue();
      })().catch((err: unknown) => log.error({ err }, 'sending mails failed'));
    },
    async close() {
      await running?.catch(() => {});
      // A graceful stop first sends what is due (one attempt each): a mail committed just before
      // the stop goes out with it, not at the next start.
      stopping = true;
      await drain().catch((err: unknown) => log.error({ err }, 'sending mails failed'));
      closed = true;
      if (retry) clearTimeout(retry.timer);
    },
  };
  return outbox;
}
