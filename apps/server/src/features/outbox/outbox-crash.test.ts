import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { bookDemoSession } from '../../test/server-calls';
import { startServer, stopAllProcesses } from '../../test/server-process';
import { startSmtpCapture, type CapturedMail } from '../../test/smtp-capture';
import { getTestDatabase, resetDatabase } from '../../test/test-database';

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

let dataDir = '';
let smtp: Capture | undefined;
afterEach(async () => {
  await stopAllProcesses();
  await smtp?.close();
  smtp = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const messageIdOf = (mail: CapturedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];

describe('mails through a crash', () => {
  it('sends the confirmation of a booking acknowledged just before a kill -9 once, after the restart', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-outbox-crash-'));
    // The SMTP server is down while the first server runs: nothing can go out before the kill.
    const probe = await startSmtpCapture();
    const smtpPort = probe.port;
    await probe.close();
    const databaseUrl = process.env.DATABASE_URL;
    // On PostgreSQL the server shares this worker's database: no other file's mails in it.
    if (databaseUrl) await resetDatabase(await getTestDatabase());
    const env = {
      ...{ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true' },
      // Polls often and holds a claimed mail a second: a send the kill interrupted is not
      // waited for long (on the embedded database it is released at start anyway).
      ...{ REMINDER_POLL_MS: '100', MAIL_LEASE_SECONDS: '1' },
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };

    const first = startServer(env);
    const base = await first.ready();
    const booked = await bookDemoSession(base);
    expect(booked.status).toBe(200);
    // Acknowledged: kill -9 at once, before any mail could have gone out.
    first.child.kill('SIGKILL');
    await first.exited;

    smtp = await startSmtpCapture({ port: smtpPort });
    const second = startServer(env);
    await second.ready();
    const toPatient = await smtp.nextMailTo(demoPatient.email);
    const toDoctor = await smtp.nextMailTo(demoDoctors[0]!.email);
    expect(toPatient.decoded).toContain('session.ics');
    expect(toDoctor.decoded).toContain('session.ics');
    // A graceful stop sends whatever is still due: after it, a second copy would be here.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(smtp.mails).toEqual([]);

    const database = databaseUrl
      ? await getTestDatabase()
      : await openDatabase({ pgliteDir: `${dataDir}/db` });
    try {
      const rows = await database.db.select().from(outboxMails);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(rows.map((r) => r.messageId).sort()).toEqual(
        [messageIdOf(toPatient), messageIdOf(toDoctor)].sort(),
      );
    } finally {
      if (!databaseUrl) await database.close();
    }
  }, 180_000);
});
