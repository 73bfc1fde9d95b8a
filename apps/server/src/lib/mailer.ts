import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Clock } from './clock';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The Message-ID header (`<id@host>`); the outbox gives each mail one for all its attempts. */
  messageId?: string;
}

/** A mail the server did not take; `permanent` when it answered 5xx (no retry will help). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/**
 * The transport: features never call it, they queue mails in the outbox (features/outbox) with
 * the change they report, and the outbox's runner sends them through here.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Waits for the mails already being sent (a shutdown loses none), then closes. */
  close(): Promise<void>;
}

/** Sends the outbox's due mails; one per app (features/outbox), started in buildApp. */
export interface Outbox {
  /** After a commit that queued mails: send them now, not at the next poll. */
  nudge(): void;
  /** Sends every due mail; resolves with how many went out (the poller, tests). */
  runDue(): Promise<number>;
  /**
   * Work that turns durable requests into mails (the "forgot password" requests, decision 0002),
   * run at the start of every pass: whatever drains the outbox (a nudge, the poller, the pass at
   * start or at a stop, a test) also sends the mails those requests lead to.
   */
  addSource(source: () => Promise<unknown>): void;
  /** At start: mails a dead process was sending (embedded database only), then what is due. */
  catchUp(options: { releaseClaims: boolean }): void;
  /** Sends what is due once more, then stops (no retries wait on it). */
  close(): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Sends through SMTP_URL. Without it, each mail becomes an .eml file in the outbox (the log
 * names the file), so someone trying Solace on a laptop can still follow a password link.
 * The building and the sending happen in a thread of their own (mail-worker.mjs).
 */
export function createMailer(options: MailerOptions): Mailer {
  const thread = new MailThread(options);
  const inFlight = new Set<Promise<void>>();
  const inLine = pLimit(MAX_SENDING);
  return {
    send(mail) {
      const sending = inLine(() => thread.deliver(mail));
      inFlight.add(sending);
      void sending.catch(() => {}).finally(() => inFlight.delete(sending));
      return sending;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await thread.close();
    },
  };
}

type WorkerAnswer =
  | { type: 'sent'; id: number; file?: string }
  | { type: 'failed'; id: number; error: string; permanent: boolean }
  | { type: 'closed' };

/** The mail worker, started on the first mail, and the answers it owes. */
class MailThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(): void; reject(err: Error): void }>();
  private closed: (() => void) | undefined;

  constructor(private readonly options: MailerOptions) {}

  deliver(mail: Mail): Promise<void> {
    const id = this.nextId++;
    // The outbox file is named by the app's clock (tests move it), which the thread cannot read.
    const stamp = this.options.clock.now().toISOString().replace(/[:.]/g, '-');
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.started().postMessage({ id, mail, stamp });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      this.closed = resolve;
      worker.postMessage({ type: 'close' });
    });
    await worker.terminate();
    this.worker = undefined;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const { smtpUrl, from, outboxDir } = this.options;
    const worker = new Worker(new URL('./mail-worker.mjs', import.meta.url), {
      workerData: { smtpUrl, from, outboxDir },
    });
    // Mails being sent keep nothing alive by themselves: close() waits for them.
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => this.answered(answer));
    worker.on('error', (err) => this.lost(err));
    this.worker = worker;
    return worker;
  }

  private answered(answer: WorkerAnswer): void {
    if (answer.type === 'closed') return this.closed?.();
    const waiting = this.pending.get(answer.id);
    this.pending.delete(answer.id);
    if (answer.type === 'failed') {
      return waiting?.reject(new MailSendError(answer.error, answer.permanent));
    }
    // The links carry one-time tokens: they stay in the file, never in the log.
    if (answer.file) this.options.log.info({ file: answer.file }, 'mail written to the outbox');
    waiting?.resolve();
  }

  /** The thread died: what it owed fails, and the next mail starts a new one. */
  private lost(err: Error): void {
    this.options.log.error({ err }, 'the mail thread stopped');
    this.worker = undefined;
    for (const { reject } of this.pending.values()) reject(new MailSendError(err.message, false));
    this.pending.clear();
  }
}

/**
 * How many mails are with the mail thread at once, at most: a burst of bookings queues its mails
 * here, in order, rather than opening as many SMTP connections at once.
 */
const MAX_SENDING = 4;
