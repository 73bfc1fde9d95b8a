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
  return {
    send(mail) {
      const sending = deliver(mail);
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
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    // The links carry one-time tokens: they stay in the file, never in the log.
    log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
  return { transport, deliver };
}
