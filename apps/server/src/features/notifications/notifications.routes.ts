import type { FastifyInstance } from 'fastify';
import { messages } from '@solace/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam } from '../../lib/params';
import { validate } from '../../lib/validate';
import { requireSession } from '../../plugins/auth';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

const listQuery = z.object({ before: z.iso.datetime({ offset: true }).optional() });

/** The bell: each user reaches only their own notifications. */
export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/notifications', (request) => {
    const { user } = requireSession(request);
    const { before } = validate(listQuery, request.query);
    return listNotifications(ctx, user.id, before ? new Date(before) : undefined);
  });

  app.put('/notifications/read-all', async (request) => {
    const updated = await readAllNotifications(ctx, requireSession(request).user.id);
    return { success: true, updated };
  });

  app.put('/notifications/:id/read', async (request) => {
    const { user } = requireSession(request);
    await readNotification(
      ctx,
      user.id,
      idParam(request.params, 'id', messages.notifications.notFound),
    );
    return { success: true };
  });
}
