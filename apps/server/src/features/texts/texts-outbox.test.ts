import { doctorSlotsResponseSchema } from '@solace/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { DEVANAGARI, setReader } from '../../test/language-kit';
import { bookDemoSession, consentDirectly, textsOf, twilioEnv, metaEnv } from '../../test/text-kit';
import { startMetaStandIn, type MetaStandIn } from '../../test/text-stand-ins/meta-stand-in';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';
import { signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { sendBookingReminder } from '../bookings/booking-reminders';
import { runDueReminders } from '../reminders/reminders.service';

const MINUTE = 60_000;
const PHONE = '+447700900123';

describe('texts through Twilio', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio.close());
  const ctx = useTestApp({
    env: () => ({
      ...twilioEnv(twilio),
      PUBLIC_URL: 'https://clinic.example',
    }),
  });
  const sent = () => twilio.messages.splice(0);
  beforeEach(() => {
    sent();
  });

  it('confirms a booking by each consented channel, with basic auth, in the client time zone, with the join link', async () => {
    const people = await signInAndConsent(['sms', 'whatsapp']);
    const { bookingId } = await bookDemoSession(ctx.app);
    await eventually(async () =>
      (await textsOf(ctx.app, people.patient.user.id)).every((r) => r.status === 'sent'),
    );
    const messages = sent().sort((a, b) => a.to.localeCompare(b.to));
    expect(messages.map((m) => [m.to, m.from])).toEqual([
      [PHONE, '+14155550100'],
      [`whatsapp:${PHONE}`, 'whatsapp:+14155550199'],
    ]);
    expect(messages[0]!.body).toMatch(
      /^Solace: your session with Dr\. Ananya Sharma is booked for .+\. Join: https:\/\/clinic\.example\/video-chat\//,
    );
    expect(messages[0]!.statusCallback).toBe('https://clinic.example/api/texts/twilio/status');
    const rows = await textsOf(ctx.app, people.patient.user.id);
    expect(rows.map((r) => [r.kind, r.status, r.bookingId])).toEqual([
      ['confirmation', 'sent', bookingId],
      ['confirmation', 'sent', bookingId],
    ]);
    expect(rows[0]!.providerMessageId).toMatch(/^SM/);
    // The words go once sent.
    expect(rows[0]!.body).toBeNull();
  });

  it('sends nothing to a client who has not opted in', async () => {
    const { patient } = await bookDemoSession(ctx.app);
    await ctx.app.ctx.texts.runDue();
    expect(await textsOf(ctx.app, patient.user.id)).toEqual([]);
    expect(twilio.messages).toEqual([]);
  });

  it('retries after a 503 with backoff, and never after a 400', async () => {
    const people = await signInAndConsent(['sms']);
    twilio.failNext(503);
    const before = twilio.requests;
    await bookDemoSession(ctx.app);
    await eventually(
      async () => (await textsOf(ctx.app, people.patient.user.id))[0]?.attempts === 1,
    );
    await ctx.app.ctx.texts.runDue();
    let [row] = await textsOf(ctx.app, people.patient.user.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/503/);
    // Not due before its backoff; due after it.
    expect(await ctx.app.ctx.texts.runDue()).toBe(0);
    ctx.clock.advance(5000);
    expect(await ctx.app.ctx.texts.runDue()).toBe(1);
    [row] = await textsOf(ctx.app, people.patient.user.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(twilio.requests - before).toBe(2);

    // A refusal (bad number, say) is final: one request, status failed.
    twilio.failNext(400);
    const cancel = await api(ctx.app).post(
      `/api/bookings/${row!.bookingId}/cancel`,
      {},
      people.patient.token,
    );
    expect(cancel.statusCode).toBe(200);
    await eventually(async () =>
      (await textsOf(ctx.app, people.patient.user.id)).some((r) => r.status === 'failed'),
    );
    ctx.clock.advance(60 * MINUTE);
    const requests = twilio.requests;
    expect(await ctx.app.ctx.texts.runDue()).toBe(0);
    expect(twilio.requests).toBe(requests);
    const failed = (await textsOf(ctx.app, people.patient.user.id)).find(
      (r) => r.kind === 'cancellation',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sends no text waiting for its retry once consent is withdrawn, or the number changed', async () => {
    const people = await signInAndConsent(['sms', 'whatsapp']);
    twilio.failNext(503);
    twilio.failNext(503);
    const before = twilio.requests;
    await bookDemoSession(ctx.app);
    await eventually(async () =>
      (await textsOf(ctx.app, people.patient.user.id)).every((r) => r.attempts === 1),
    );
    await ctx.app.ctx.texts.runDue();
    expect((await textsOf(ctx.app, people.patient.user.id)).map((r) => r.status)).toEqual([
      'queued',
      'queued',
    ]);
    // SMS withdrawn; WhatsApp moved to another number, whose code is not confirmed yet.
    const channels = '/api/profile/text-channels';
    const token = people.patient.token;
    expect((await api(ctx.app).delete(`${channels}/sms`, undefined, token)).statusCode).toBe(200);
    const other = '+447700900999';
    const moved = await api(ctx.app).post(`${channels}/whatsapp/code`, { phone: other }, token);
    expect(moved.statusCode).toBe(200);
    ctx.clock.advance(60 * MINUTE);
    await ctx.app.ctx.texts.runDue();
    await eventually(async () => twilio.messages.length > 0);
    // Only the new number's code went out: nothing more to the number that was consented to.
    expect(twilio.messages.map((m) => m.to)).toEqual([`whatsapp:${other}`]);
    expect(twilio.requests - before).toBe(3);
    const rows = await textsOf(ctx.app, people.patient.user.id);
    expect(rows.filter((r) => r.kind === 'confirmation').map((r) => r.status)).toEqual([
      'failed',
      'failed',
    ]);
  });

  it('texts the 1-hour reminder once, beside the day and 15-minute ones', async () => {
    const people = await signInAndConsent(['sms']);
    await bookDemoSession(ctx.app);
    await eventually(async () => twilio.messages.length === 1);
    sent();
    ctx.clock.advance(47 * 60 * MINUTE);
    // The day-before (bell, e-mail) and the hour-before (text) are due.
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(2);
    expect(await runDueReminders(ctx.app.ctx, sendBookingReminder)).toBe(0);
    await eventually(async () => twilio.messages.length === 1);
    await ctx.app.ctx.texts.runDue();
    expect(twilio.messages.map((m) => m.body)).toHaveLength(1);
    expect(twilio.messages[0]!.body).toMatch(
      /starts in 1 hour .+ Join: https:\/\/clinic\.example\/video-chat\//,
    );
    const reminders = (await textsOf(ctx.app, people.patient.user.id)).filter(
      (r) => r.kind === 'reminder_1h',
    );
    expect(reminders.map((r) => r.status)).toEqual(['sent']);
    // The therapist's agenda says the text reminder went out (signed in afresh: time moved).
    const { doctor } = await signInDemoPeople(ctx.app);
    const agenda = doctorSlotsResponseSchema.parse(
      (await api(ctx.app).get('/api/doctor/available-slots', doctor.token)).json(),
    );
    expect(agenda.booked.map((slot) => slot.text_reminder)).toEqual(['sent']);
  });

  async function signInAndConsent(channels: ('sms' | 'whatsapp')[]) {
    const people = await signInDemoPeople(ctx.app);
    for (const channel of channels)
      await consentDirectly(ctx.app, people.patient.user.id, channel, PHONE);
    return people;
  }
});

describe('texts through the WhatsApp Cloud API', () => {
  let meta: MetaStandIn;
  beforeAll(async () => {
    meta = await startMetaStandIn();
  });
  afterAll(() => meta.close());
  beforeEach(() => {
    meta.messages.splice(0);
  });
  const ctx = useTestApp({
    env: () => ({
      ...metaEnv(meta),
      WHATSAPP_TEMPLATE_CONFIRMATION: 'solace_confirmation',
    }),
  });

  it('sends the approved template with its values and the bearer token', async () => {
    const people = await signInDemoPeople(ctx.app);
    await consentDirectly(ctx.app, people.patient.user.id, 'whatsapp', PHONE);
    await bookDemoSession(ctx.app);
    await eventually(async () => meta.messages.length === 1);
    const [message] = meta.messages;
    expect(message).toMatchObject({
      to: '447700900123',
      template: 'solace_confirmation',
      language: 'en',
    });
    expect(message!.params[0]).toBe('Dr. Ananya Sharma');
    expect(message!.params[2]).toMatch(/\/video-chat\//);
    await eventually(async () =>
      (await textsOf(ctx.app, people.patient.user.id)).every((r) => r.status === 'sent'),
    );
    const [row] = await textsOf(ctx.app, people.patient.user.id);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: message!.id });
  });

  it("sends a Hindi reader the template's Hindi translation, whatever the booking page spoke", async () => {
    const people = await signInDemoPeople(ctx.app);
    await setReader(ctx.database.db, people.patient.user.id, 'hi', 'Asia/Kolkata');
    await consentDirectly(ctx.app, people.patient.user.id, 'whatsapp', PHONE);
    await bookDemoSession(ctx.app);
    await eventually(async () => meta.messages.length === 1);
    const [message] = meta.messages;
    expect(message).toMatchObject({ template: 'solace_confirmation', language: 'hi' });
    // The values are worded for the reader too: the session's time in Hindi, in their zone.
    expect(message!.params[1]).toMatch(DEVANAGARI);
  });
});

describe('texts with no provider', () => {
  const ctx = useTestApp();

  it('keeps the text with status channel_off and sends nothing', async () => {
    const people = await signInDemoPeople(ctx.app);
    await consentDirectly(ctx.app, people.patient.user.id, 'sms', PHONE);
    await bookDemoSession(ctx.app);
    expect(await ctx.app.ctx.texts.runDue()).toBe(0);
    const rows = await textsOf(ctx.app, people.patient.user.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['confirmation', 'channel_off']]);
  });
});
