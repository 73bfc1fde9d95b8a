// The mailer's thread (see mailer.ts): builds each mail with nodemailer and sends it through
// SMTP, or writes it to the outbox as an .eml file. Building a MIME message with its calendar
// invitation costs about a millisecond of CPU and every file or socket write is a system call:
// here they use the second core instead of holding up the answers of the event loop.
// Plain JavaScript, so Node runs it as it is under tsx, vitest or the bundle.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const { smtpUrl, from, outboxDir } = workerData;
const transport = smtpUrl
  ? nodemailer.createTransport(smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true });

async function writeToOutbox(message, stamp) {
  const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
  // The folder is made when a write finds it missing, not before every mail.
  await fs.writeFile(file, message).catch(async (err) => {
    if (err.code !== 'ENOENT') throw err;
    await fs.mkdir(outboxDir, { recursive: true });
    await fs.writeFile(file, message);
  });
  return file;
}

async function deliver({ mail, stamp }) {
  const info = await transport.sendMail({ from, ...mail });
  return smtpUrl ? {} : { file: await writeToOutbox(info.message, stamp) };
}

parentPort.on('message', (request) => {
  if (request.type === 'close') {
    transport.close();
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
      }),
  );
});
