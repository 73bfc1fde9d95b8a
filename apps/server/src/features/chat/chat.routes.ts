import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  chatDoctorsResponseSchema,
  chatQuestionChoiceSchema,
  chatHistoryQuerySchema,
  chatMessagesResponseSchema,
  conversationIdParamsSchema,
  conversationSchema,
  conversationsResponseSchema,
  markReadResponseSchema,
  openConversationRequestSchema,
  pageQuerySchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { pageRequest, sendNextCursor } from '../../lib/paging';
import { requireSession, signedIn } from '../../plugins/auth';
import { chatDoctors, chooseMedicalQuestions, ownMedicalQuestions } from './chat-doctors.service';
import {
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
        summary:
          'Your conversations, the latest first, with unread counts; a page at a time (`X-Next-Cursor`)',
        tags,
        querystring: pageQuerySchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const page = pageRequest(request.query, CONVERSATIONS_PAGE_SIZE);
      const { items, nextCursor } = await listConversations(ctx, user, page);
      sendNextCursor(reply, nextCursor);
      return items;
    },
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
        summary:
          'A page of messages (50 unless `limit`), oldest first: the newest, or those older than `cursor` (`X-Next-Cursor`) or message `before`',
        tags,
        params: conversationIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, CHAT_HISTORY_PAGE_SIZE);
      const { id } = request.params;
      const { before } = request.query;
      const answer = await conversationMessages(ctx, callerId(request), id, page, before);
      sendNextCursor(reply, answer.nextCursor);
      return answer.items;
    },
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
    (request) => chatDoctors(ctx, requireSession(request).user),
  );

  api.get(
    '/chat/question-choice',
    {
      onRequest: signedIn,
      schema: {
        summary: "Therapists: whether your clients are offered the spec's medical questions",
        tags,
        response: { 200: chatQuestionChoiceSchema },
      },
    },
    (request) => ownMedicalQuestions(ctx, requireSession(request).user),
  );

  api.put(
    '/chat/question-choice',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "Therapists: offer your clients the spec's medical questions, or the counselling ones",
        tags,
        body: chatQuestionChoiceSchema,
        response: { 200: chatQuestionChoiceSchema },
      },
    },
    (request) =>
      chooseMedicalQuestions(ctx, requireSession(request).user, request.body.medicalQuestions),
  );
}
