import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  attachmentParamsSchema,
  auditLogResponseSchema,
  pageQuerySchema,
  reportIdParamsSchema,
  successResponseSchema,
  updateReportRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { attachmentDisposition, storedNameFor } from '../../lib/file-types';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { listReports } from '../reports/reports.service';
import { auditLog } from './admin-audit.service';
import { adminOf, adminOnly, USER_CONTENT_HEADERS } from './admin-access';
import { adminPeopleRoutes } from './admin-people.routes';
import { adminPlansRoutes } from './admin-plans.routes';
import { downloadAttachment, updateReportAsAdmin } from './admin.service';

/**
 * The administrators' console API (issue 12): reports, therapists, clients, the audit log; plans
 * (issue 26).
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(multipart);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/admin/reports',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Problem reports, newest first, filtered by status, type and priority',
        tags,
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listReports(
        ctx,
        request.query,
        pageRequest(request.query),
      );
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );

  api.put(
    '/admin/reports/:id',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Set a report’s status; a reply reaches the reporter by e-mail (and bell)',
        tags,
        params: reportIdParamsSchema,
        body: updateReportRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await updateReportAsAdmin(ctx, adminOf(request), request.params.id, request.body);
      return { success: true as const };
    },
  );

  api.get(
    '/admin/reports/:id/attachments/:attachmentId',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Download an attachment: always as an attachment, with its checked type',
        tags,
        params: attachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const { row, stream } = await downloadAttachment(
        ctx,
        adminOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .headers({
          ...USER_CONTENT_HEADERS,
          'content-type': row.contentType,
          'content-length': String(row.sizeBytes),
          'content-disposition': attachmentDisposition(
            storedNameFor(row.originalName, row.contentType),
          ),
          'cache-control': 'private, no-store',
        })
        .send(stream);
    },
  );

  api.get(
    '/admin/audit-log',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'What administrators did: who, what, when, on whom (newest first)',
        tags,
        querystring: pageQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await auditLog(ctx, pageRequest(request.query));
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );

  await app.register(adminPeopleRoutes, { ctx });
  await app.register(adminPlansRoutes, { ctx });
}
