import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clinicalMessages,
  textChannelParamsSchema,
  textChannelsSchema,
  textCodeRequestSchema,
  textConfirmRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { confirmCode, requestCode, textChannelsOf, withdrawChannel } from './text-consents.service';

/** A client's text channels (issue 28): SMS and WhatsApp off until a number is confirmed. */
export async function textChannelsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clientsOnly = withRole(['patient'], clinicalMessages.onlyClients);
  const tags = ['texts'];
  const base = '/profile/text-channels';

  api.get(
    base,
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Your text channels: which are offered, off, waiting for a code, or on since when',
        tags,
        response: { 200: textChannelsSchema },
      },
    },
    (request) => textChannelsOf(ctx, requireSession(request).user.id),
  );

  api.post(
    `${base}/:channel/code`,
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Send a 6-digit code to this number (10 minutes, 5 tries; 5 codes an hour)',
        tags,
        params: textChannelParamsSchema,
        body: textCodeRequestSchema,
        response: { 200: textChannelsSchema },
      },
    },
    (request) =>
      requestCode(ctx, requireSession(request).user.id, request.params.channel, request.body.phone),
  );

  api.post(
    `${base}/:channel/confirm`,
    {
      onRequest: clientsOnly,
      schema: {
        summary:
          'The code that came to the number: the channel is on, consent recorded with its time',
        tags,
        params: textChannelParamsSchema,
        body: textConfirmRequestSchema,
        response: { 200: textChannelsSchema },
      },
    },
    (request) =>
      confirmCode(ctx, requireSession(request).user.id, request.params.channel, request.body.code),
  );

  api.delete(
    `${base}/:channel`,
    {
      onRequest: clientsOnly,
      schema: {
        summary: 'Withdraw consent to a channel: no text goes to it from now on',
        tags,
        params: textChannelParamsSchema,
        response: { 200: textChannelsSchema },
      },
    },
    (request) => withdrawChannel(ctx, requireSession(request).user.id, request.params.channel),
  );
}
