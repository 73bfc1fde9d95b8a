import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  messages,
  myPaymentsPageSchema,
  pageQuerySchema,
  paymentIdParamsSchema,
  paymentReceiptSchema,
  paymentResponseSchema,
  rescheduleBookingRequestSchema,
  rescheduleBookingResponseSchema,
  verifyReturnRequestSchema,
} from '@solace/shared';
import { pageRequest } from '../../lib/paging';
import { requireSession, signedIn, withRole } from '../../plugins/auth';
import { bookSession } from './checkout.service';
import { abandonCheckout, getPayment, verifyReturn } from './payment-events.service';
import { myPayments, paymentReceipt } from './payment-history.service';
import type { PaymentsDeps } from './payments-deps';
import { rescheduleSession } from './plan-credits.service';

/**
 * Booking (free, or held while the client pays), moving a booking (within the plan whose credit
 * paid for it) and the payer's reads of a payment. The provider's webhooks are webhooks.routes.ts
 * (raw bodies), the test checkout's page test-checkout.routes.ts.
 */
export async function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], messages.booking.onlyClientsBook);

  api.post(
    '/bookings/create',
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          'Book a free slot (clients); exactly one of any concurrent requests wins. With a payment provider and a paid therapist the time is held and `payment.checkout` opens the payment',
        tags: ['bookings'],
        body: createBookingRequestSchema,
        response: { 200: createBookingResponseSchema },
      },
    },
    (request) => bookSession(deps, requireSession(request), request.body),
  );

  api.post(
    '/bookings/:id/reschedule',
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          'Move your appointment to another free time of the same therapist, while free cancellation is open (a session paid with a plan credit: only to a time before the plan expires)',
        tags: ['bookings'],
        params: bookingIdParamsSchema,
        body: rescheduleBookingRequestSchema,
        response: { 200: rescheduleBookingResponseSchema },
      },
    },
    (request) =>
      rescheduleSession(deps.ctx, requireSession(request), request.params.id, request.body),
  );

  api.get(
    '/payments/mine',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'Your payments, newest first, with their refunds, a page at a time (`nextCursor` names the next page)',
        tags: ['payments'],
        querystring: pageQuerySchema,
        response: { 200: myPaymentsPageSchema },
      },
    },
    (request) => myPayments(deps, requireSession(request), pageRequest(request.query)),
  );

  api.get(
    '/payments/:id/receipt',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'The receipt of your paid payment, as lines to show and print (the receipt mail says the same); 404 for a payment that took no money or is not yours',
        tags: ['payments'],
        params: paymentIdParamsSchema,
        response: { 200: paymentReceiptSchema },
      },
    },
    (request) => paymentReceipt(deps, requireSession(request), request.params.id),
  );

  api.get(
    '/payments/:id',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Your payment: its status, amount and receipt number (the payer only)',
        tags: ['payments'],
        params: paymentIdParamsSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    (request) => getPayment(deps, requireSession(request), request.params.id),
  );

  api.post(
    '/payments/:id/verify-return',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "Back from checkout before the provider's webhook: the provider is asked whether your payment is captured, and if so it counts (once)",
        tags: ['payments'],
        params: paymentIdParamsSchema,
        body: verifyReturnRequestSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    (request) => verifyReturn(deps, requireSession(request), request.params.id, request.body),
  );

  api.post(
    '/payments/:id/abandon',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'You left checkout without paying: the time held for you is free again at once (the payer only; a payment no longer open is answered as it stands)',
        tags: ['payments'],
        params: paymentIdParamsSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    (request) => abandonCheckout(deps, requireSession(request), request.params.id),
  );
}
