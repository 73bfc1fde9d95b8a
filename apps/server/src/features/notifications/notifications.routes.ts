import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readAllNotificationsResponseSchema,
  successResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { requireSession, signedIn } from '../../plugins/auth';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

/** The bell: each user reaches only their own notifications. */
export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/notifications',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Your notifications, newest first, a page at a time',
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request, reply) => {
      const { before } = request.query;
      const userId = requireSession(request).user.id;
      const page = pageRequest(request.query, NOTIFICATIONS_PAGE_SIZE);
      const { items, nextCursor } = await listNotifications(
        ctx,
        userId,
        page,
        before ? new Date(before) : undefined,
      );
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );

  api.put(
    '/notifications/read-all',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Mark all your notifications read',
        tags,
        response: { 200: readAllNotificationsResponseSchema },
      },
    },
    async (request) => {
      const updated = await readAllNotifications(ctx, requireSession(request).user.id);
      return { success: true as const, updated };
    },
  );

  api.put(
    '/notifications/:id/read',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Mark one of your notifications read',
        tags,
        params: notificationIdParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await readNotification(ctx, requireSession(request).user.id, request.params.id);
      return { success: true as const };
    },
  );
}
