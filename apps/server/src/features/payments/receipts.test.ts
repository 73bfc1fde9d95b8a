import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeSessionTime, formatMoney, messages, paymentReceiptSchema } from '@solace/shared';
import { users } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { eventsOf, storedPayment, usePaidApp, type PaidProvider } from '../../test/payment-kit';
import { outboxDrained } from '../../test/outbox-kit';
import { mailsTo, mailText, paidSession } from '../../test/paid-session-kit';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import { bookOverHttp } from '../../test/payment-kit';
import { englishClient, expectMailIn, setReader, wordsIn } from '../../test/language-kit';

const r = messages.payments.receipt;
const PRACTICE = {
  PRACTICE_NAME: 'Calm Waters Practice',
  PRACTICE_ADDRESS: '12 MG Road\nBengaluru 560001',
  TAX_ID: '29ABCDE1234F1Z5',
};

describe.each<PaidProvider>(['razorpay', 'stripe'])('receipts through %s', (provider) => {
  const { ctx, driver } = usePaidApp(provider, { TAX_RATE: '18', ...PRACTICE });
  const app = () => ctx.app;

  async function clientIn(zone: string) {
    const client = await createPatient(app(), 'Rhea Receipt');
    await app().ctx.db.update(users).set({ timeZone: zone }).where(eq(users.id, client.id));
    return client;
  }

  it('mails the receipt once, in the payer’s zone, even when the webhook comes twice; the payer alone opens it again', async () => {
    const { doctor } = await signInDemoPeople(app());
    const client = await clientIn('America/New_York');
    const { payment } = await paidSession(app(), driver(), client, {
      id: doctor.user.id,
      token: doctor.token,
    });
    const paidEvent = driver().webhooks.last(driver().paidEvent);
    const [first, second] = await driver().webhooks.deliverTwice(paidEvent);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await eventsOf(app(), payment.id)).toBe(1);
    await outboxDrained(app());

    const subject = new RegExp(messages.payments.mail.receipt.subject(payment.receiptNumber!));
    expect(mailsTo(ctx.smtp.mails, client.email, subject)).toHaveLength(1);
    const text = mailText(await ctx.smtp.nextMailTo(client.email, subject));
    const paidAt = (await storedPayment(app(), payment.id)).paidAt!;
    const when = describeSessionTime(paidAt, 'America/New_York');
    expect(when).toMatch(/Eastern/);
    for (const line of [
      `${r.number}: ${payment.receiptNumber}`,
      `${r.date}: ${when}`,
      `${r.what}: ${payment.description}`,
      `${r.paidBy}: ${r.payer('Rhea Receipt', client.email)}`,
      `${r.amount}: ₹1,200`,
      // ₹1,200 includes 18 % tax: 120000 × 18 / 118 = 18305 paise.
      `${r.taxIncluded('18%')}: ₹183.05`,
      `${r.taxId}: ${PRACTICE.TAX_ID}`,
      `${r.providerPaymentId}: ${payment.providerPaymentId}`,
      'Calm Waters Practice, 12 MG Road, Bengaluru 560001',
    ]) {
      expect(text).toContain(line);
    }

    // The page says what the mail said, line for line.
    const res = await api(app()).get(`/api/payments/${payment.id}/receipt`, client.token);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = paymentReceiptSchema.parse(res.json());
    expect(receipt.receiptNumber).toBe(payment.receiptNumber);
    expect(receipt.issuer).toEqual(['Calm Waters Practice', '12 MG Road', 'Bengaluru 560001']);
    for (const line of receipt.lines) expect(text).toContain(`${line.label}: ${line.value}`);
    const someoneElse = await createPatient(app());
    const theirs = await api(app()).get(`/api/payments/${payment.id}/receipt`, someoneElse.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(payment.receiptNumber!);
  });

  it('mails the receipt and the refund in the payer’s language (Hindi), whatever the webhook’s', async () => {
    const { doctor } = await signInDemoPeople(app());
    const client = await clientIn('Asia/Kolkata');
    await setReader(app().ctx.db, client.id, 'hi', 'Asia/Kolkata');
    const { booking, payment } = await paidSession(app(), driver(), client, {
      id: doctor.user.id,
      token: doctor.token,
    });
    await outboxDrained(app());
    const paid = await storedPayment(app(), payment.id);
    const money = (minor: number) => formatMoney(minor, paid.currency);
    const receipt = wordsIn('hi', () => [
      `${r.date}: ${describeSessionTime(paid.paidAt!, 'Asia/Kolkata')}`,
      messages.payments.mail.receipt.subject(paid.receiptNumber!),
      `${r.amount}: ${money(paid.amountMinor)}`,
      messages.payments.mail.receipt.intro,
    ]);
    await expectMailIn(ctx.smtp, client.email, 'hi', receipt);

    // Cancelled over an English page: the refund's mail is Hindi still.
    const res = await englishClient(app()).post(
      `/api/bookings/${booking.id}/cancel`,
      {},
      client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const refund = messages.payments.mail.refund;
    await expectMailIn(
      ctx.smtp,
      client.email,
      'hi',
      wordsIn('hi', () => [refund.body(money(paid.amountMinor), paid.description), refund.subject]),
    );
  });

  it('has no receipt for a payment that took no money', async () => {
    const { doctor } = await signInDemoPeople(app());
    const client = await clientIn('Asia/Kolkata');
    const slotId = await addFreeSlot(app(), doctor.token);
    const { answer } = await bookOverHttp(app(), client.token, {
      slotId,
      doctorId: doctor.user.id,
    });
    const res = await api(app()).get(`/api/payments/${answer!.payment!.id}/receipt`, client.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND', error: r.none });
  });
});

describe('receipts without tax', () => {
  const { ctx, driver } = usePaidApp('razorpay', { TAX_RATE: '0' });
  const app = () => ctx.app;

  it('has no tax line and names the practice as configured by default', async () => {
    const { doctor } = await signInDemoPeople(app());
    const client = await createPatient(app(), 'Tara Taxless');
    const { payment } = await paidSession(app(), driver(), client, {
      id: doctor.user.id,
      token: doctor.token,
    });
    const res = await api(app()).get(`/api/payments/${payment.id}/receipt`, client.token);
    const receipt = paymentReceiptSchema.parse(res.json());
    expect(receipt.issuer).toEqual(['Solace']);
    expect(receipt.lines.map((line) => line.label)).not.toContain(r.taxId);
    expect(receipt.lines.some((line) => line.label.startsWith('of which'))).toBe(false);
  });
});
