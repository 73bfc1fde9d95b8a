import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreditsResponseSchema,
  adminPaymentIdParamsSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  adminRefundResponseSchema,
  messages,
  pageQuerySchema,
  paymentFiltersSchema,
  revenueQuerySchema,
  revenueResponseSchema,
} from '@solace/shared';
import { attachmentDisposition } from '../../lib/file-types';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import type { PaymentsDeps } from '../payments/console-refunds.service';
import {
  listCredits,
  listPayments,
  PRACTICE_TIME_ZONE,
  revenueOf,
} from '../payments/payments-report.service';
import { paymentsCsv, refundAsAdmin } from './admin-payments.service';
import { adminOf, adminOnly } from './admin-access';

/**
 * The practice's money in the console (issue 26): payments with their refunds, a refund, revenue
 * per therapist per month, plan credits, and the accountant's CSV. Days and months are the
 * practice's (PRACTICE_TIME_ZONE).
 */
export async function adminPaymentsRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const { ctx } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/admin/payments',
    {
      onRequest: adminOnly,
      schema: {
        summary:
          'Payments, newest first, each with its refunds; filtered by status, kind, therapist, days (created or paid, the practice’s time zone) and payer or receipt',
        tags,
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listPayments(
        ctx,
        request.query,
        pageRequest(request.query),
      );
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );

  api.get(
    '/admin/payments/export.csv',
    {
      onRequest: adminOnly,
      schema: {
        summary:
          'The payments the filters match as CSV for an accountant (UTF-8 with BOM, amounts in major units beside the currency)',
        tags,
        querystring: paymentFiltersSchema,
      },
    },
    async (request, reply) => {
      const csv = await paymentsCsv(ctx, request.query);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': attachmentDisposition(messages.adminPayments.csv.fileName(day)),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(csv);
    },
  );

  api.get(
    '/admin/payments/revenue',
    {
      onRequest: adminOnly,
      schema: {
        summary: `A year's revenue per therapist (and plans) per month and currency: paid, gross, refunded, net, tax. Months are ${PRACTICE_TIME_ZONE}'s`,
        tags,
        querystring: revenueQuerySchema,
        response: { 200: revenueResponseSchema },
      },
    },
    (request) => revenueOf(ctx, request.query.year),
  );

  api.post(
    '/admin/payments/:id/refund',
    {
      onRequest: adminOnly,
      schema: {
        summary:
          'Refund what is left of a paid payment; the client is e-mailed and the provider asked after the commit. 409 when nothing is left to refund',
        tags,
        params: adminPaymentIdParamsSchema,
        response: { 200: adminRefundResponseSchema },
      },
    },
    (request) => refundAsAdmin(deps, adminOf(request), request.params.id),
  );

  api.get(
    '/admin/credits',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Plan purchases, newest first: client, plan, sessions left of the total, expiry',
        tags,
        querystring: pageQuerySchema,
        response: { 200: adminCreditsResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listCredits(ctx, pageRequest(request.query));
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );
}
