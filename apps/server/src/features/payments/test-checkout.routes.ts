import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { messages } from '@solace/shared';
import { sameSecret } from '../../lib/same-secret';
import { inTransaction } from '../../lib/unit-of-work';
import { applyNoPayment } from './payment-apply';
import { applyEvent } from './payment-events.service';
import type { PaymentsDeps } from './payments-deps';
import { findPayment, type PaymentRow } from './payments.repo';
import { hmacSha256Hex } from './providers/signatures';
import { testCheckoutPage } from './test-checkout-page';

const t = messages.payments.testCheckout;
const formSchema = z.object({ token: z.string().max(128) });

/**
 * The form's token: an HMAC of the payment's id under its test order id, which only this
 * server and the page it served know. A form posted from another site cannot carry it, so
 * Pay and Cancel are safe from cross-site requests without a session (the page is reached by
 * the checkout redirect, with no bearer token).
 */
function formToken(payment: PaymentRow): string {
  return hmacSha256Hex(payment.providerOrderId, `test-checkout:${payment.id}`);
}

/** Where the browser goes after Pay or Cancel: the appointments page, told which payment. */
function backToApp(deps: PaymentsDeps, payment: PaymentRow, cancelled: boolean) {
  const url = `${deps.ctx.config.publicUrl}/appointments?payment=${payment.id}`;
  return cancelled ? `${url}&cancelled=1` : url;
}

/**
 * `PAYMENTS_PROVIDER=test`: the built-in checkout at `/payments/test-checkout/{paymentId}`.
 * Pay applies a capture of the payment's amount through applyEvent, exactly as a verified
 * webhook would; Cancel gives the time up. Not served with any other provider.
 */
export async function testCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  if (deps.provider?.name !== 'test') return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const testPayment = async (id: string) => {
    const payment = z.uuid().safeParse(id).success ? await findPayment(deps.ctx.db, id) : null;
    return payment?.provider === 'test' ? payment : null;
  };
  const refuse = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).type('text/plain; charset=utf-8').send(text);

  app.get<{ Params: { id: string } }>(
    '/payments/test-checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const payment = await testPayment(request.params.id);
      if (!payment) return refuse(reply, 404, messages.payments.notFound);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(testCheckoutPage(payment, formToken(payment)));
    },
  );

  for (const what of ['pay', 'cancel'] as const) {
    app.post<{ Params: { id: string }; Body: unknown }>(
      `/payments/test-checkout/:id/${what}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await testPayment(request.params.id);
        if (!payment) return refuse(reply, 404, messages.payments.notFound);
        const form = formSchema.safeParse(request.body);
        if (!form.success || !sameSecret(formToken(payment), form.data.token)) {
          return refuse(reply, 403, t.badToken);
        }
        if (what === 'pay') {
          await applyEvent(deps, 'test', {
            eventId: `test-checkout:${payment.id}:captured`,
            type: 'payment.captured',
            providerOrderId: payment.providerOrderId,
            providerPaymentId: `test_pay_${randomBytes(12).toString('hex')}`,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            providerRefundId: null,
          });
        } else {
          await inTransaction(deps.ctx, (unit) =>
            applyNoPayment(
              deps.ctx,
              unit,
              payment,
              'failed',
              messages.payments.holdReleased.abandoned,
            ),
          );
        }
        return reply.redirect(backToApp(deps, payment, what === 'cancel'), 303);
      },
    );
  }
}
