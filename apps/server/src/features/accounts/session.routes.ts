import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionStatusResponseSchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { bearerToken, signedIn } from '../../plugins/auth';
import { sessionStatus, type RememberingSessionResolver } from './sessions.service';

/**
 * The session's own deadline, for the web app's "Stay signed in" prompt, and the keep-alive a
 * live call (or that prompt) sends. Both ask the database itself, not the session memory: the
 * prompt must see another tab's activity, and a keep-alive must be recorded at once.
 */
export async function sessionRoutes(
  app: FastifyInstance,
  { ctx, sessions }: { ctx: AppContext; sessions: RememberingSessionResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const token = (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? '';

  api.get(
    '/session',
    {
      onRequest: signedIn,
      // Looking at the deadline is not using the app: it never keeps an idle session alive.
      config: { countsAsActivity: false },
      schema: {
        summary: 'When this session ends unless it is used again; 401 once it has ended',
        tags,
        response: { 200: sessionStatusResponseSchema },
      },
    },
    (request) => sessionStatus(ctx, sessions, token(request), { countsAsActivity: false }),
  );

  api.post(
    '/session/keepalive',
    {
      onRequest: signedIn,
      // The handler records the activity itself, once, in the database: not the hook as well.
      config: { countsAsActivity: false },
      schema: {
        summary:
          'Counts as the user being active now (a live call, "Stay signed in"): the idle deadline moves; 401 once the session has ended',
        tags,
        response: { 200: sessionStatusResponseSchema },
      },
    },
    (request) => sessionStatus(ctx, sessions, token(request), { countsAsActivity: true }),
  );
}
