import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Quoted-printable soft breaks and escapes undone, so links read whole (as smtp-capture does). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const SIGNUP_LINK = /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[\w-]{43}/;
/** A confirmation's Cancel line, the link alone in its group. */
const CANCEL_LINK = /Cancel: (http:\/\/\S+\/appointments\?cancel=[\w-]+)/;

/**
 * The first match of `link` (its first group, when it has one) in the newest outbox mail to
 * `to` (a server without SMTP_URL writes each mail to DATA_DIR/outbox as an .eml file once the
 * change it reports has committed): waits until it is there.
 */
async function mailedLink(
  to: string,
  link: RegExp,
  what: string,
  dataDir: string,
  timeoutMs: number,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const recipient = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      const found = link.exec(text);
      if (found && recipient.test(text)) return found[1] ?? found[0];
    }
    if (Date.now() > deadline) throw new Error(`no ${what} mailed to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sign-up link in the newest outbox mail to `to`. */
export function mailedSignupLink(
  to: string,
  dataDir = inject('baseDataDir'),
  timeoutMs = 15_000,
): Promise<string> {
  return mailedLink(to, SIGNUP_LINK, 'sign-up link', dataDir, timeoutMs);
}

/** The Cancel link of the newest booking confirmation mailed to `to`. */
export function mailedCancelLink(to: string, timeoutMs = 15_000): Promise<string> {
  return mailedLink(
    to,
    CANCEL_LINK,
    'confirmation with a Cancel link',
    inject('baseDataDir'),
    timeoutMs,
  );
}
