// The mailer's thread (see mailer.ts): builds each mail with nodemailer and sends it through
// SMTP, or writes it to the outbox as an .eml file. Building a MIME message with its calendar
// invitation costs about a millisecond of CPU and every file or socket write is a system call:
// here they use the second core instead of holding up the answers of the event loop.
// Plain JavaScript, so Node runs it as it is under tsx, vitest or the bundle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

const { smtpUrl, from, outboxDir } = workerData;

/**
 * Nobody waits on a mail the way they wait on an answer: under a burst of bookings the answers
 * go first and the mails follow as the CPU frees up. On Linux a thread has a priority of its own
 * (setpriority on its thread id); this one runs at nice 10. Elsewhere it keeps the process's.
 */
const BACKGROUND_NICE = 10;
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(threadId, Math.max(os.getPriority(threadId), BACKGROUND_NICE));
} catch {
  // Not Linux, or not allowed: mails simply share the CPU evenly.
}
// Bounded waits: the outbox's lease on a mail being sent (MAIL_LEASE_SECONDS) must outlast one
// attempt, or a slow server could see the mail twice. nodemailer's own socket wait is 10 minutes.
const transport = smtpUrl
  ? nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  : undefined;

/**
 * The outbox needs only the MIME text: MailComposer builds it without a transport's plugins and
 * stream plumbing (half the thread's time in a burst of bookings).
 */
function composed(mail) {
  return new Promise((resolve, reject) => {
    new MailComposer({ from, ...mail })
      .compile()
      .build((err, message) => (err ? reject(err) : resolve(message)));
  });
}

/** This thread may block on its own file writes, which spares the hop through libuv's pool. */
function writeToOutbox(message, stamp) {
  const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
  // The folder is made when a write finds it missing, not before every mail.
  try {
    fs.writeFileSync(file, message, { mode: 0o600 });
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    // Owner-only whatever the umask: outbox mails hold sign-in and reset links.
    fs.mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, message, { mode: 0o600 });
  }
  return file;
}

async function deliver({ mail, stamp }) {
  if (!transport) return { file: writeToOutbox(await composed(mail), stamp) };
  await transport.sendMail({ from, ...mail });
  return {};
}

/**
 * A 5xx answer is the server's final word (no such mailbox, refused content): trying again would
 * get the same. Anything else (4xx, a refused or dropped connection, a timeout) may pass later.
 */
function isPermanent(err) {
  const code = err?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

parentPort.on('message', (request) => {
  if (request.type === 'close') {
    transport?.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  deliver(request).then(
    (result) => parentPort.postMessage({ type: 'sent', id: request.id, ...result }),
    (err) =>
      parentPort.postMessage({
        type: 'failed',
        id: request.id,
        error: err instanceof Error ? err.message : String(err),
        permanent: isPermanent(err),
      }),
  );
});
