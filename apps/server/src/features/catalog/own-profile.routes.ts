import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editOwnProfileRequestSchema, messages, ownProfileSchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { storeTherapistPhoto } from './therapist-photos.service';
import { editOwnProfile, getOwnProfile } from './therapist-profiles.service';

/** The signed-in therapist's own public profile: always their own, by the session. */
export async function ownProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // The photo comes as multipart/form-data, as in the console (this scope only).
  await app.register(multipart);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const therapistsOnly = withRole(['doctor'], messages.therapistProfile.onlyTherapists);
  const tags = ['catalog'];
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

  api.get(
    '/doctor/profile',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Your public profile (therapists)',
        tags,
        response: { 200: ownProfileSchema },
      },
    },
    (request) => getOwnProfile(ctx, me(request)),
  );

  api.put(
    '/doctor/profile',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Edit your public profile (therapists): bio, specialization, price, and more',
        tags,
        body: editOwnProfileRequestSchema,
        response: { 200: ownProfileSchema },
      },
    },
    (request) => editOwnProfile(ctx, me(request), request.body),
  );

  api.put(
    '/doctor/profile/photo',
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Replace your photo (multipart `photo`: PNG, JPEG, WebP or GIF)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      await storeTherapistPhoto(ctx, me(request), request);
      return getOwnProfile(ctx, me(request));
    },
  );
}
