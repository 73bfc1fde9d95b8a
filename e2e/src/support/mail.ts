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

/**
 * The sign-up link in the newest outbox mail to `to` (a server without SMTP_URL writes each mail
 * to DATA_DIR/outbox as an .eml file once the sign-up has committed): waits until it is there.
 */
export async function mailedSignupLink(
  to: string,
  dataDir = inject('baseDataDir'),
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const recipient = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      const link = SIGNUP_LINK.exec(text)?.[0];
      if (link && recipient.test(text)) return link;
    }
    if (Date.now() > deadline) throw new Error(`no sign-up link mailed to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
