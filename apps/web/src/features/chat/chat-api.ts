import {
  BACKGROUND_REQUEST_HEADER,
  chatDoctorsResponseSchema,
  chatQuestionChoiceSchema,
  chatMessagesResponseSchema,
  conversationSchema,
  conversationsResponseSchema,
  markReadResponseSchema,
} from '@solace/shared';
import { api, apiPage, withQuery } from '../../lib/api-client';

/** Cached lists of one signed-in user: their conversations and (patients) the therapists. */
export const conversationsKey = (userId: string) => ['chat', 'conversations', userId] as const;
export const chatDoctorsKey = (userId: string) => ['chat', 'doctors', userId] as const;

const conversationPath = (id: string) => `/chat/conversations/${encodeURIComponent(id)}`;

/** Background: the unread badge loads on every page and must not keep an idle session alive. */
export function fetchConversations(cursor: string | null = null, signal?: AbortSignal) {
  return apiPage(withQuery('/chat/conversations', { cursor }), conversationsResponseSchema, {
    signal,
    headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
  });
}

export function fetchChatDoctors(signal?: AbortSignal) {
  return api.get('/chat/doctors', chatDoctorsResponseSchema, { signal });
}

/** Opens (or creates) the conversation with this person. */
export function openConversation(withUserId: string) {
  return api.post('/chat/conversations', conversationSchema, { withUserId });
}

/**
 * The page of history older than `before` (a message id), oldest first, and whether there is
 * more (the server's X-Next-Cursor): the same keyset and index as a cursor (decision 0017).
 */
export function fetchOlderMessages(conversationId: string, before: string) {
  return apiPage(
    withQuery(`${conversationPath(conversationId)}/messages`, { before }),
    chatMessagesResponseSchema,
  );
}

export function markConversationRead(conversationId: string) {
  return api.post(`${conversationPath(conversationId)}/read`, markReadResponseSchema);
}

/** A therapist's choice of the questions their clients are offered (issue 22, point 11). */
export const questionChoiceKey = (userId: string) => ['chat', 'question-choice', userId] as const;

export function fetchQuestionChoice(signal?: AbortSignal) {
  return api.get('/chat/question-choice', chatQuestionChoiceSchema, { signal });
}

export function saveQuestionChoice(medicalQuestions: boolean) {
  return api.put('/chat/question-choice', chatQuestionChoiceSchema, { medicalQuestions });
}
