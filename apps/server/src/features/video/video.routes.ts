import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  videoArrivedResponseSchema,
  videoRoomParamsSchema,
  videoRoomResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, signedIn } from '../../plugins/auth';
import { roomDetails } from './video.service';
import { announceArrival } from './video-waiting';

/** The video room over HTTP: what the page needs before it joins over the socket. */
export async function videoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/video/:roomId',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'A consultation room, for its two participants only: the other person, ICE servers (with TURN credentials) and the room chat; or when it opens',
        tags: ['video'],
        params: videoRoomParamsSchema,
        response: { 200: videoRoomResponseSchema },
      },
    },
    (request) => roomDetails(ctx, request.params.roomId, requireSession(request).user.id),
  );

  api.post(
    '/video/:roomId/arrived',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "The client is in the session's waiting room: its therapist is told once (the bell, live). For the booking's two people only",
        tags: ['video'],
        params: videoRoomParamsSchema,
        response: { 200: videoArrivedResponseSchema },
      },
    },
    (request) => announceArrival(ctx, request.params.roomId, requireSession(request).user.id),
  );
}
