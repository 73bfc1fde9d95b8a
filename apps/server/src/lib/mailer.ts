import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Waits for the mails already being sent (a shutdown loses none), then closes. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Sends through SMTP_URL. Without it, each mail becomes an .eml file in the outbox (the log
 * names the file), so someone trying Solace on a laptop can still follow a password link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { transport, deliver } = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : outboxDelivery(options);
  const inFlight = new Set<Promise<void>>();
  const inLine = waitingLine(MAX_SENDING);
  return {
    send(mail) {
      const sending = inLine(() => deliver(mail));
      inFlight.add(sending);
      void sending.catch(() => {}).finally(() => inFlight.delete(sending));
      return sending;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}

/**
 * How many mails are being built and sent at once, at most. Building one costs a millisecond
 * or more of CPU; a burst of bookings queues its mails here and they follow, instead of
 * slowing every answer down while they are all built at once.
 */
const MAX_SENDING = 4;

/** Runs tasks with at most `limit` at a time, the others waiting in order. */
export function waitingLine(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The place passes straight on to the next in line, or is given back.
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}

function smtpDelivery(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  const deliver = async (mail: Mail) => {
    await transport.sendMail({ from, ...mail });
  };
  return { transport, deliver };
}

function outboxDelivery({ from, outboxDir, log, clock }: MailerOptions) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const deliver = async (mail: Mail) => {
    const info = await transport.sendMail({ from, ...mail });
    const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
    // The folder is made when a write finds it missing, not before every mail.
    await fs.writeFile(file, info.message as Buffer).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(file, info.message as Buffer);
    });
    // The links carry one-time tokens: they stay in the file, never in the log.
    log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
  return { transport, deliver };
}
