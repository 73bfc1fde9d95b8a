import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message as its reader sees it (decodeMessage), for reading links and words. */
  decoded: string;
}

/** Bytes written as `=XX` escapes, read back as the UTF-8 text they encode (Devanagari too). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}

/**
 * The message as a reader sees it: quoted-printable undone, base64 text parts (a Hindi body,
 * the invitation) decoded in place, and encoded headers (a Hindi subject) written out.
 */
function decodeMessage(raw: string): string {
  const parts = raw.replace(
    /(Content-Type: text\/[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\nContent-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/g,
    (_, head: string, body: string) =>
      head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') + '\r\n',
  );
  const headers = parts
    // Whitespace between two encoded words is no text (RFC 2047, 6.2), on one line or folded:
    // a long Hindi subject splits into several, anywhere between two letters.
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
  return decodeQuotedPrintable(headers);
}

/**
 * A mail's text with its long lines joined again: a header folds before a space it keeps, a
 * calendar invitation's line with one it drops. Where a fold falls depends on the length of what
 * comes before it (a date, a name), so what a test reads must not depend on it.
 */
export function unfolded(text: string) {
  return {
    headers: text.replace(/\r\n(?=[ \t])/g, ''),
    invitation: text.replace(/\r\n[ \t]/g, ''),
  };
}

/** Whether a mail's text, as sent or unfolded, matches. */
function holds(text: string, matching: RegExp): boolean {
  const { headers, invitation } = unfolded(text);
  return [text, headers, invitation].some((view) => matching.test(view));
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
          decoded: decodeMessage(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * Waits for the next mail to `to` whose text matches `matching`; mails that do not match stay
   * for later calls. The limit only decides when a lost mail fails the test: the mail thread runs
   * at a low priority, so on a busy machine a mail can take seconds.
   */
  async function nextMailTo(
    to: string,
    matching?: RegExp,
    timeoutMs = 30_000,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(
        (m) => m.to.includes(to) && (!matching || holds(m.decoded, matching)),
      );
      if (found) {
        mails.splice(mails.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) {
        // Say what did come, so a failure shows a wrong text rather than a lost mail.
        const came = mails.filter((m) => m.to.includes(to)).map((m) => m.decoded.slice(0, 2000));
        throw new Error(`no mail to ${to} within ${timeoutMs} ms; came: ${JSON.stringify(came)}`);
      }
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
