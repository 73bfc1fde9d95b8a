import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountRequestSchema,
  messages,
  personalDataExportSchema,
  type PersonalDataExport,
  successMessageResponseSchema,
  updateNameRequestSchema,
  updateNameResponseSchema,
  updatePhoneRequestSchema,
  updateLanguageRequestSchema,
  updateLanguageResponseSchema,
  updateTimeZoneRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireOwnAccount, requireSession, signedIn } from '../../plugins/auth';
import {
  changeLanguage,
  changePhone,
  changeTimeZone,
  renameAccount,
} from '../accounts/accounts.service';
import type { MasterKeyring } from '../records/records.service';
import { deleteAccount, exportPersonalData } from './profile.service';

/** The signed-in person's own account page: rename, phone, time zone, language, export, delete. */
export async function profileRoutes(
  app: FastifyInstance,
  { ctx, keyring }: { ctx: AppContext; keyring: MasterKeyring },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.put(
    '/profile',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Rename yourself',
        tags,
        body: updateNameRequestSchema,
        response: { 200: updateNameResponseSchema },
      },
    },
    async (request) => {
      requireOwnAccount(request, request.body.userId);
      const user = await renameAccount(ctx, request.body);
      return { success: true as const, user };
    },
  );

  api.put(
    '/profile/phone',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Change your phone number (typed as people write it; stored as E.164)',
        tags,
        body: updatePhoneRequestSchema,
        response: { 200: updateNameResponseSchema },
      },
    },
    async (request) => {
      const user = await changePhone(ctx, requireSession(request).user.id, request.body.phone);
      return { success: true as const, user };
    },
  );

  api.put(
    '/profile/time-zone',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Choose the time zone of your e-mails, notifications and history',
        tags,
        body: updateTimeZoneRequestSchema,
        response: { 200: updateNameResponseSchema },
      },
    },
    async (request) => {
      const user = await changeTimeZone(ctx, requireSession(request).user.id, request.body);
      return { success: true as const, user };
    },
  );

  api.put(
    '/profile/language',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Choose the language of your e-mails, notifications and texts (en or hi)',
        tags,
        body: updateLanguageRequestSchema,
        response: { 200: updateLanguageResponseSchema },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      return { language: await changeLanguage(ctx, userId, request.body.language) };
    },
  );

  api.get(
    '/profile/export',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Download everything Solace stores about you (JSON file)',
        tags,
        response: { 200: personalDataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(ctx, keyring, requireSession(request));
      const day = data.exportedAt.slice(0, 10);
      return (
        reply
          .header('content-disposition', `attachment; filename="solace-my-data-${day}.json"`)
          .header('cache-control', 'no-store')
          // Indented: it is a file for people, not only for programs.
          .serializer((payload) => JSON.stringify(payload, null, 2))
          // Its dates become the schema's ISO strings in JSON.
          .send(data as unknown as PersonalDataExport)
      );
    },
  );

  api.delete(
    '/profile',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Delete your account and personal data (your password confirms it)',
        tags,
        body: deleteAccountRequestSchema,
        response: { 200: successMessageResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(ctx, keyring, requireSession(request), request.body);
      return { success: true as const, message: messages.accounts.accountDeleted };
    },
  );
}
