import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { META_WEBHOOK_PATH } from './providers/meta-whatsapp';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from './providers/twilio';
import {
  metaHandshake,
  metaWebhook,
  twilioInbound,
  twilioStatus,
  verifyTwilio,
} from './text-webhooks.service';

const receivedSchema = z.object({ received: z.literal(true) });
const API = '/api';
const handshakeQuerySchema = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});

/**
 * The providers' callbacks (issue 28): unauthenticated, the signature is the proof. Twilio posts
 * forms (signed over the URL and the sorted fields), Meta posts JSON (signed over its exact
 * bytes): this plugin reads both raw. Unsigned or forged: 403, logged; never a 500.
 */
export async function textWebhooksRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const tags = ['texts'];
  const config = { countsAsActivity: false };
  const twilioForm = (body: unknown) =>
    Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''));

  for (const [path, handle, summary] of [
    [
      TWILIO_STATUS_PATH,
      twilioStatus,
      "Twilio's signed status callback: the text's delivery is recorded",
    ],
    [
      TWILIO_INBOUND_PATH,
      twilioInbound,
      "Twilio's signed incoming message: STOP turns the channel off",
    ],
  ] as const) {
    api.post(
      path.slice(API.length),
      { config, schema: { summary, tags, response: { 200: receivedSchema } } },
      async (request) => {
        const params = twilioForm(request.body);
        const signature = request.headers['x-twilio-signature'];
        verifyTwilio(
          ctx,
          `${ctx.config.publicUrl}${request.url}`,
          params,
          typeof signature === 'string' ? signature : undefined,
        );
        await handle(ctx, params);
        return { received: true as const };
      },
    );
  }

  api.get(
    META_WEBHOOK_PATH.slice(API.length),
    {
      config,
      schema: {
        summary: "Meta's webhook handshake: the challenge echoed for the right verify token",
        tags,
        querystring: handshakeQuerySchema,
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(metaHandshake(ctx, request.query)),
  );

  api.post(
    META_WEBHOOK_PATH.slice(API.length),
    {
      config,
      schema: {
        summary: "Meta's signed webhook: delivery statuses recorded, STOP turns WhatsApp off",
        tags,
        response: { 200: receivedSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      await metaWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
  );
}
