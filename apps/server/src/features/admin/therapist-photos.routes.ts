import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { USER_CONTENT_HEADERS } from './admin-access';
import { openTherapistPhoto } from '../catalog/therapist-photos.service';

const photoParamsSchema = idParamsSchema('id', 'PHOTO_NOT_FOUND', () => messages.admin.notFound);

/** Therapists' photos, public like the profiles that show them; re-encoded WebP only. */
export async function therapistPhotoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/therapist-photos/:id',
    {
      schema: {
        summary: 'A therapist’s photo (WebP)',
        tags: ['catalog'],
        params: photoParamsSchema,
      },
    },
    async (request, reply) => {
      const stream = await openTherapistPhoto(ctx, request.params.id);
      // Each upload gets a new address, so a photo never changes under its URL.
      return reply
        .headers({
          ...USER_CONTENT_HEADERS,
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'cross-origin-resource-policy': 'same-site',
        })
        .send(stream);
    },
  );
}
