import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for reading links. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface SmtpCaptureOptions {
  /** A port of its own (to come back on after a stop); a free one when unset. */
  port?: number;
  /** An SMTP reply code to refuse a recipient with (550: permanent, 451: try later). */
  refuse?: (address: string) => number | undefined;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (!code) return callback();
      callback(Object.assign(new Error(`refused ${address.address}`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * Waits for the next mail to `to` whose text matches `matching` (or fails after `timeoutMs`);
   * mails that do not match stay for later calls.
   */
  async function nextMailTo(
    to: string,
    timeoutMs = 5000,
    matching?: RegExp,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find((m) => m.to.includes(to) && (!matching || matching.test(m.decoded)));
      if (found) {
        mails.splice(mails.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
