import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { messages, notificationsResponseSchema } from '@solace/shared';
import { api } from './api-helpers';
import { refunds } from '../db/schema';
import { bookOverHttp, storedPayment, type ProviderDriver } from './payment-kit';
import { addFreeSlot } from './people';
import type { CapturedMail } from './smtp-capture';

/** What receipts and refunds tests share: a paid session, the mails as read, the refund rows. */

/** A session of `doctor` booked by `client` and paid at the provider (its webhook applied). */
export async function paidSession(
  app: FastifyInstance,
  driver: ProviderDriver,
  client: { token: string },
  doctor: { id: string; token: string },
  hours = 48,
) {
  const slotId = await addFreeSlot(app, doctor.token, hours);
  const { res, answer } = await bookOverHttp(app, client.token, { slotId, doctorId: doctor.id });
  expect(res.statusCode, res.body).toBe(200);
  await driver.pay(answer!.payment!.checkout.providerOrderId);
  await driver.webhooks.settled();
  const payment = await storedPayment(app, answer!.payment!.id);
  expect(payment.status).toBe('paid');
  return { booking: answer!.booking, payment };
}

/** A captured mail's text as written (the capture reads its bytes back as UTF-8: "₹"). */
export const mailText = (mail: CapturedMail) => mail.decoded;

/** The captured mails to `to` whose text matches, left in place for nextMailTo. */
export function mailsTo(mails: CapturedMail[], to: string, matching: RegExp) {
  return mails.filter((mail) => mail.to.includes(to) && matching.test(mailText(mail)));
}

export async function refundsOf(app: FastifyInstance, paymentId: string) {
  return app.ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId)));
}

/** The "a refund did not go through" notices in an administrator's bell. */
export async function refundFailedNotices(app: FastifyInstance, adminToken: string) {
  const res = await api(app).get('/api/notifications', adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return notificationsResponseSchema
    .parse(res.json())
    .filter((notice) => notice.title === messages.adminPayments.refundFailedNotice.title);
}
