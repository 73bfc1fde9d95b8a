import type { FastifyInstance } from 'fastify';
import {
  deleteAccountRequestSchema,
  messages,
  updateNameRequestSchema,
  type HistoryEntry,
  type UpdateNameResponse,
} from '@solace/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { validate } from '../../lib/validate';
import { requireSession } from '../../plugins/auth';
import { listHistory } from './history.service';
import { assertOwnAccount, deleteAccount, exportPersonalData, renameUser } from './profile.service';

const historyParams = z.object({ userId: z.string().min(1) });

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.put('/profile', async (request): Promise<UpdateNameResponse> => {
    const session = requireSession(request);
    const user = await renameUser(ctx, session, validate(updateNameRequestSchema, request.body));
    return { success: true, user };
  });

  app.get('/profile/history/:userId', async (request): Promise<HistoryEntry[]> => {
    const session = requireSession(request);
    const { userId } = validate(historyParams, request.params);
    assertOwnAccount(session, userId);
    return listHistory(ctx, userId);
  });

  app.get('/profile/export', async (request, reply) => {
    const data = await exportPersonalData(ctx, requireSession(request));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="solace-my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/profile', async (request) => {
    const session = requireSession(request);
    await deleteAccount(ctx, session, validate(deleteAccountRequestSchema, request.body));
    return { success: true, message: messages.accounts.accountDeleted };
  });
}
