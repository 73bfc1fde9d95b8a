import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { outboxMails } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import { inTransaction } from '../../lib/unit-of-work';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { startSmtpCapture, type CapturedMail } from '../../test/smtp-capture';
import { testConfig, useTestApp } from '../../test/test-app';
import { queueMails } from './outbox.service';

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The app sends to a port of its own, where an SMTP server is started and stopped at will. */
const env: Record<string, string> = {};
let smtpPort = 0;
beforeAll(async () => {
  const probe = await startSmtpCapture();
  smtpPort = probe.port;
  await probe.close();
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
});

const messageIdOf = (mail: CapturedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];

describe('the mail outbox', () => {
  const ctx = useTestApp({ env });
  const rows = () => ctx.database.db.select().from(outboxMails);
  let smtp: Capture | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('holds every mail while the SMTP server is down and sends each exactly once when it is back', async () => {
    const client = api(ctx.app);
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token);
    const booked = await client.post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    expect(booked.statusCode).toBe(200);
    const bookingId = (booked.json() as { booking: { id: string } }).booking.id;
    const cancelled = await client.post(
      `/api/bookings/${bookingId}/cancel`,
      {},
      people.patient.token,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await client.post('/api/verifyemail', { email: demoPatient.email })).statusCode).toBe(
      200,
    );

    // Two confirmations, two cancellations, a reset link: each tried, refused, kept for later.
    await eventually(
      async () => {
        const all = await rows();
        return all.length === 5 && all.every((r) => r.status === 'pending' && r.attempts >= 1);
      },
      { what: 'every mail was tried once' },
    );
    expect((await rows()).every((r) => r.lastError && r.mail)).toBe(true);

    smtp = await startSmtpCapture({ port: smtpPort });
    // Past every retry's time: what is due now goes out, whoever (this call or a retry) sends it.
    ctx.clock.advance(60 * 60_000);
    await ctx.app.ctx.outbox.runDue();
    await eventually(async () => (await rows()).every((r) => r.status === 'sent'), {
      what: 'every mail was sent',
    });

    const sent = await rows();
    expect(smtp.mails.map(messageIdOf).sort()).toEqual(sent.map((r) => r.messageId).sort());
    expect(smtp.mails.filter((m) => m.to.includes(demoPatient.email))).toHaveLength(3);
    expect(smtp.mails.filter((m) => m.to.includes(demoDoctors[0]!.email))).toHaveLength(2);
    expect(smtp.mails.some((m) => /changepass\?email=/.test(m.decoded))).toBe(true);
    // Sent: the content (the reset link's token with it) is gone from the table.
    expect(sent.every((r) => r.mail === null && r.sentAt !== null)).toBe(true);
    // Nothing is due any more: another pass sends nothing twice.
    expect(await ctx.app.ctx.outbox.runDue()).toBe(0);
    expect(smtp.mails).toHaveLength(5);
  });

  it('gives up on a permanent refusal at once and retries a temporary one later', async () => {
    smtp = await startSmtpCapture({
      port: smtpPort,
      refuse: (address) =>
        address === demoPatient.email ? 550 : address === demoDoctors[0]!.email ? 451 : undefined,
    });
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token);
    const booked = await api(ctx.app).post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    expect(booked.statusCode).toBe(200);

    await eventually(
      async () => (await rows()).every((r) => r.attempts >= 1 && r.status !== 'sending'),
      { what: 'both were tried' },
    );
    const byRecipient = new Map((await rows()).map((r) => [r.mail?.to, r]));
    const patient = byRecipient.get(demoPatient.email)!;
    expect(patient.status).toBe('failed');
    expect(patient.attempts).toBe(1);
    expect(patient.lastError).toMatch(/550/);
    const doctor = byRecipient.get(demoDoctors[0]!.email)!;
    expect(doctor.status).toBe('pending');
    expect(doctor.lastError).toMatch(/451/);
    // Retried a second later, then two, four…: never sooner.
    expect(doctor.runAt.getTime()).toBeGreaterThan(doctor.createdAt.getTime());
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends each mail once when two instances work the same outbox', async () => {
    smtp = await startSmtpCapture({ port: smtpPort });
    const other = await buildApp(testConfig(env), { database: ctx.database, clock: ctx.clock });
    try {
      const mails = Array.from({ length: 120 }, (_, i) =>
        renderMail({ to: `person${i}@example.com`, subject: `Note ${i}`, paragraphs: ['Hello'] }),
      );
      await inTransaction(ctx.app.ctx, async (unit) => queueMails(ctx.app.ctx, unit, mails));
      // This app was nudged by the commit; the other and a third pass race it.
      await Promise.all([other.ctx.outbox.runDue(), ctx.app.ctx.outbox.runDue()]);
      await eventually(async () => (await rows()).every((r) => r.status === 'sent'), {
        what: 'all were sent',
      });
      const ids = smtp.mails.map(messageIdOf);
      expect(ids).toHaveLength(120);
      expect(new Set(ids).size).toBe(120);
    } finally {
      await other.close();
    }
  });

  it('writes no mail for a change that rolls back', async () => {
    const mail = renderMail({ to: 'someone@example.com', subject: 'Never', paragraphs: ['No'] });
    await expect(
      inTransaction(ctx.app.ctx, async (unit) => {
        queueMails(ctx.app.ctx, unit, [mail]);
        await unit.flush();
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rows()).toEqual([]);
  });
});
