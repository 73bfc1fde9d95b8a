import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createBookingResponseSchema } from '@solace/shared';
import { openDatabase } from '../../db/client';
import { bookings, outboxMails, paymentEvents, payments } from '../../db/schema';
import { startRazorpayStandIn } from '../../test/payment-stand-ins/razorpay-stand-in';
import { bookDemoSession } from '../../test/server-calls';
import { startServer, stopAllProcesses } from '../../test/server-process';
import { getTestDatabase, resetDatabase } from '../../test/test-database';

const KEYS = {
  keyId: 'rzp_test_Crash00001',
  keySecret: 'razorpay-crash-key-secret',
  webhookSecret: 'razorpay-crash-webhook-secret',
};

let dataDir = '';
let closeStandIn: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopAllProcesses();
  await closeStandIn?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a payment webhook through a crash', () => {
  it('applies the captured payment exactly once when the server is killed (-9) while taking it and the provider retries', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-webhook-crash-'));
    const standIn = await startRazorpayStandIn(KEYS);
    closeStandIn = standIn.close;
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await resetDatabase(await getTestDatabase());
    const env = {
      ...{ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true' },
      REMINDER_POLL_MS: '100',
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };
    const webhookPath = '/api/payments/webhooks/razorpay';

    const first = startServer(env);
    const base = await first.ready();
    const booked = await bookDemoSession(base);
    expect(booked.status).toBe(200);
    const { booking, payment } = createBookingResponseSchema.parse(booked.body);

    // The client pays; the provider's webhook is sent and the server killed as it takes it:
    // before or just after its commit, the provider never gets the answer.
    standIn.webhooks.hold();
    await standIn.pay(payment!.checkout.providerOrderId);
    const event = standIn.webhooks.held()[0]!;
    standIn.webhooks.target = `${base}${webhookPath}`;
    const inFlight = standIn.webhooks.deliver(event);
    setImmediate(() => first.child.kill('SIGKILL'));
    await first.exited;
    await inFlight;

    // The provider retries against the restarted server: applied once, whatever the first did.
    const second = startServer(env);
    const again = await second.ready();
    standIn.webhooks.target = `${again}${webhookPath}`;
    expect((await standIn.webhooks.deliver(event)).status).toBe(200);
    expect((await standIn.webhooks.deliver(event)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = databaseUrl
      ? await getTestDatabase()
      : await openDatabase({ pgliteDir: `${dataDir}/db` });
    try {
      const [paid] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
      expect(paid).toMatchObject({ status: 'paid' });
      expect(paid!.receiptNumber).toMatch(/^SOL-\d{4}-\d{6}$/);
      const events = await database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment!.id));
      expect(events).toHaveLength(1);
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.status).toBe('booked');
      // The confirmation and the receipt to the client, the notice to the therapist: once each.
      expect(await database.db.select().from(outboxMails)).toHaveLength(3);
    } finally {
      if (!databaseUrl) await database.close();
    }
  }, 180_000);
});
