import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatDoctorsResponseSchema,
  chatHistoryQuerySchema,
  chatMessagesResponseSchema,
  conversationIdParamsSchema,
  conversationSchema,
  conversationsResponseSchema,
  markReadResponseSchema,
  openConversationRequestSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, signedIn } from '../../plugins/auth';
import {
  chatDoctors,
  conversationMessages,
  listConversations,
  markRead,
  openConversation,
} from './chat.service';

/** Live chat over HTTP: lists, older history and read marks; messages go over the socket. */
export async function chatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const callerId = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;

  api.get(
    '/chat/conversations',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Your conversations, the latest first, with unread counts',
        tags,
        response: { 200: conversationsResponseSchema },
      },
    },
    (request) => listConversations(ctx, callerId(request)),
  );

  api.post(
    '/chat/conversations',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Open (or start) your conversation with a therapist or a patient',
        tags,
        body: openConversationRequestSchema,
        response: { 200: conversationSchema },
      },
    },
    (request) => openConversation(ctx, callerId(request), request.body.withUserId),
  );

  api.get(
    '/chat/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: {
        summary: 'A page of 50 messages, oldest first: the newest, or those before `before`',
        tags,
        params: conversationIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    (request) =>
      conversationMessages(ctx, callerId(request), request.params.id, request.query.before),
  );

  api.post(
    '/chat/conversations/:id/read',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Mark a conversation read; answers how many messages you have unread in all',
        tags,
        params: conversationIdParamsSchema,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      unread: await markRead(ctx, callerId(request), request.params.id),
    }),
  );

  api.get(
    '/chat/doctors',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Listed therapists to chat with, and whether each is online',
        tags,
        response: { 200: chatDoctorsResponseSchema },
      },
    },
    () => chatDoctors(ctx),
  );
}
