import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addTherapistRequestSchema,
  adminBookingsResponseSchema,
  adminClientsQuerySchema,
  adminClientsResponseSchema,
  adminTherapistSchema,
  adminTherapistsResponseSchema,
  adminUserIdParamsSchema,
  deactivationPreviewSchema,
  editTherapistRequestSchema,
  pageQuerySchema,
  successResponseSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { listAllTherapists } from '../catalog/therapist-profiles.service';
import {
  clientBookings,
  deactivationPreview,
  findClients,
  sendClientResetLink,
  setAccountActive,
} from './admin-accounts.service';
import { adminOf, adminOnly } from './admin-access';
import { addTherapist, editTherapist, replaceTherapistPhoto } from './admin.service';

/** Therapists and clients, as the console manages them. */
export async function adminPeopleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const done = { success: true as const };
  const ok = { 200: successResponseSchema };

  api.get(
    '/admin/therapists',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Every therapist',
        tags,
        response: { 200: adminTherapistsResponseSchema },
      },
    },
    () => listAllTherapists(ctx),
  );

  api.post(
    '/admin/therapists',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Add a therapist; they get a welcome e-mail with a link to set their password',
        tags,
        body: addTherapistRequestSchema,
        response: { 201: adminTherapistSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTherapist(ctx, adminOf(request), request.body)),
  );

  api.put(
    '/admin/therapists/:id',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Edit a therapist’s name and public profile',
        tags,
        params: adminUserIdParamsSchema,
        body: editTherapistRequestSchema,
        response: { 200: adminTherapistSchema },
      },
    },
    (request) => editTherapist(ctx, adminOf(request), request.params.id, request.body),
  );

  api.put(
    '/admin/therapists/:id/photo',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Replace a therapist’s photo (multipart `photo`: PNG, JPEG, WebP or GIF)',
        tags,
        consumes: ['multipart/form-data'],
        params: adminUserIdParamsSchema,
        response: { 200: adminTherapistSchema },
      },
    },
    (request) => replaceTherapistPhoto(ctx, adminOf(request), request.params.id, request),
  );

  const kinds = [
    ['doctor', 'therapists'],
    ['patient', 'clients'],
  ] as const;
  const changes = [
    [
      'deactivate',
      false,
      'Deactivate: no sign-in, sessions and sockets ended, upcoming sessions cancelled, a therapist hidden from the public lists',
    ],
    ['reactivate', true, 'Reactivate a deactivated account'],
  ] as const;
  for (const [role, path] of kinds) {
    api.get(
      `/admin/${path}/:id/deactivation-preview`,
      {
        onRequest: adminOnly,
        schema: {
          summary: 'What deactivating would cancel: the upcoming sessions, asked before it is done',
          tags,
          params: adminUserIdParamsSchema,
          response: { 200: deactivationPreviewSchema },
        },
      },
      (request) => deactivationPreview(ctx, request.params.id, role),
    );
    for (const [action, active, summary] of changes) {
      api.post(
        `/admin/${path}/:id/${action}`,
        {
          onRequest: adminOnly,
          schema: { summary, tags, params: adminUserIdParamsSchema, response: ok },
        },
        async (request) => {
          await setAccountActive(ctx, adminOf(request), request.params.id, role, active);
          return done;
        },
      );
    }
  }

  api.get(
    '/admin/clients',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Clients whose name or e-mail contains `q`',
        tags,
        querystring: adminClientsQuerySchema,
        response: { 200: adminClientsResponseSchema },
      },
    },
    (request) => findClients(ctx, request.query.q),
  );

  api.get(
    '/admin/clients/:id/bookings',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'A client’s sessions (never their chat)',
        tags,
        params: adminUserIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: adminBookingsResponseSchema },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, nextCursor } = await clientBookings(
        ctx,
        adminOf(request),
        request.params.id,
        page,
      );
      sendNextCursor(reply, nextCursor);
      return items;
    },
  );

  api.post(
    '/admin/clients/:id/password-reset',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'E-mail the client a password reset link',
        tags,
        params: adminUserIdParamsSchema,
        response: ok,
      },
    },
    async (request) => {
      await sendClientResetLink(ctx, adminOf(request), request.params.id);
      return done;
    },
  );
}
