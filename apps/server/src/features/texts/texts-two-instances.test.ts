import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { eventually } from '../../test/eventually';
import { signInDemoPeople } from '../../test/people';
import { bookDemoSession, consentDirectly, textsOf, twilioEnv } from '../../test/text-kit';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { sendBookingReminder } from '../bookings/booking-reminders';
import { runDueReminders } from '../reminders/reminders.service';

/**
 * Two instances on one PostgreSQL database (the PostgreSQL run: DATABASE_URL set), each with its
 * own job runner, racing for the same due 1-hour reminder and the texts it queues: SKIP LOCKED
 * gives each to one of them, and the provider hears of it once.
 */
describe.skipIf(!process.env.DATABASE_URL)('texts on two instances', () => {
  const clock = new TestClock();
  let twilio: TwilioStandIn;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    const database = await getTestDatabase();
    await resetDatabase(database);
    const config = testConfig({
      ...twilioEnv(twilio),
    });
    [a, b] = await Promise.all([
      buildApp(config, { database, clock }),
      buildApp(config, { database, clock }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await twilio?.close();
  });

  it('sends the 1-hour reminder once when both run their due jobs at once', async () => {
    const { patient } = await signInDemoPeople(a);
    await consentDirectly(a, patient.user.id, 'sms', '+447700900123');
    await bookDemoSession(a);
    await eventually(async () => twilio.messages.length === 1);
    twilio.messages.splice(0);
    clock.advance(47 * 3600_000 + 60_000);
    const sent = await Promise.all([
      runDueReminders(a.ctx, sendBookingReminder),
      runDueReminders(b.ctx, sendBookingReminder),
      runDueReminders(a.ctx, sendBookingReminder),
      runDueReminders(b.ctx, sendBookingReminder),
    ]);
    // The day-before and the hour-before reminders, each run by one instance.
    expect(sent.reduce((x, y) => x + y, 0)).toBe(2);
    await Promise.all([a.ctx.texts.runDue(), b.ctx.texts.runDue()]);
    await eventually(async () =>
      (await textsOf(a, patient.user.id)).some(
        (r) => r.kind === 'reminder_1h' && r.status === 'sent',
      ),
    );
    await Promise.all([a.ctx.texts.runDue(), b.ctx.texts.runDue()]);
    expect(twilio.messages.filter((m) => /starts in 1 hour/.test(m.body))).toHaveLength(1);
    const rows = (await textsOf(a, patient.user.id)).filter((r) => r.kind === 'reminder_1h');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });
});
