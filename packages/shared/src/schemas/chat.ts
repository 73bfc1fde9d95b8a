import { z } from 'zod';
import { messages } from '../messages';
import { roleSchema } from './session';
import { idParamsSchema } from './common';
import { pageQuerySchema } from './paging';

/** A message body: text, shown as text, at most this long. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How many messages one page of history holds (the socket's first page and the HTTP pages). */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** Each person may send this many messages per window; more are refused, nothing stored. */
export const CHAT_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;
/** A message to someone away makes at most one bell notification per conversation this often. */
export const CHAT_NOTIFY_EVERY_MS = 10 * 60_000;

/** The spec's five suggested questions for patients (point 9). */
/**
 * Questions that fit counselling, offered to clients by default (issue 22, point 11): a
 * therapist talks, they do not prescribe or order tests.
 */
export const COUNSELLING_QUESTIONS = [
  'How do our sessions usually work?',
  'What can I do between sessions when I feel overwhelmed?',
  'How can I prepare for our next session?',
  'Can we talk about what has been on my mind this week?',
  'How will we know that therapy is helping?',
] as const;

/** The spec's five medical questions: offered only by therapists who choose them. */
export const SUGGESTED_QUESTIONS = [
  'What could be causing my symptoms?',
  'How should I take my medication?',
  'Could you explain my diagnosis?',
  'Do I need any further tests?',
  'What side effects can my treatment have?',
] as const;

/**
 * socket.io's transports, on the server and in the browser: websocket only. Behind a balancer
 * without sticky sessions (deploy/nginx) a websocket is one connection to one instance from
 * its handshake on; HTTP long-polling is a series of requests that must all reach the instance
 * that holds the session, which round robin does not do ("Session ID unknown"). socket.io
 * documents websocket-only as the way to run several instances without sticky sessions.
 */
export const SOCKET_TRANSPORTS = ['websocket'] as const;

/** The spec's socket reconnection (point 4): unlimited, 1 s to 5 s, jitter 0.5, 20 s timeout. */
export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

// Line breaks and tabs are part of a message (Shift+Enter); other control characters are not.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_MESSAGE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A message body as a client sends it: not blank, not too long, no control characters. */
export const chatTextSchema = z
  .string({ error: () => messages.chat.empty })
  .max(CHAT_MESSAGE_MAX_LENGTH, { error: () => messages.chat.tooLong, abort: true })
  .refine((text) => text.trim().length > 0, { error: () => messages.chat.empty, abort: true })
  .refine((text) => !FORBIDDEN_IN_MESSAGE.test(text), {
    error: () => messages.input.controlCharacters,
  });

/**
 * A chat message (spec point 3: userId, name, text, avatar, time in epoch ms, role,
 * receiverId), plus the stored id and its conversation.
 */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  text: z.string(),
  avatar: z.string().nullable(),
  time: z.number().int(),
  role: roleSchema,
  receiverId: z.uuid(),
  /**
   * The id the sending tab gave it (the send's `clientId`), only in the push to its sender's own
   * tabs: the tab that sent it knows its pending send by this id, not by its words (another tab
   * may send the same words).
   */
  clientId: z.string().max(64).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesResponseSchema = z.array(chatMessageSchema);

/**
 * `chatMessage` from a client: the spec's fields plus receiverId. Only `text` and `receiverId`
 * are read; who sends is the socket's session, whatever `userId`, `name` or `role` say.
 * `clientId` lets a client match the acknowledgement to a message it queued.
 */
export const sendChatMessageSchema = z.object({
  text: chatTextSchema,
  receiverId: z.uuid({ error: () => messages.chat.noSuchConversation }),
  clientId: z.string().max(64).optional(),
  userId: z.unknown().optional(),
  name: z.unknown().optional(),
  avatar: z.unknown().optional(),
  time: z.unknown().optional(),
  role: z.unknown().optional(),
});
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

/** The answer to `chatMessage`: the stored id and time, or why nothing was stored. */
export const chatMessageAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    message: chatMessageSchema,
    clientId: z.string().optional(),
    /** The client wrote crisis words: show them the crisis lines at once (issue 25). */
    crisisLines: z.literal(true).optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string(), code: z.string() }),
]);
export type ChatMessageAck = z.infer<typeof chatMessageAckSchema>;

/**
 * `getPreviousMessages` (spec: userId, doctorId). The conversation is the caller and the other
 * person: a patient names the doctor (`doctorId`), a therapist names the patient (`userId`).
 */
export const getPreviousMessagesSchema = z.object({
  userId: z.string().max(100).optional(),
  doctorId: z.string().max(100).optional(),
});
export type GetPreviousMessages = z.input<typeof getPreviousMessagesSchema>;

/** A chat error pushed to the sender (`chatError`): too fast, too long, not allowed. */
export const chatErrorSchema = z.object({ error: z.string(), code: z.string() });
export type ChatError = z.infer<typeof chatErrorSchema>;

/** `presence`: a therapist came online or went offline. */
export const presenceSchema = z.object({ userId: z.uuid(), online: z.boolean() });
export type Presence = z.infer<typeof presenceSchema>;

/** Someone in a conversation list: the other person of the conversation. */
export const chatPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema,
  /** A therapist's specialization; '' for patients. */
  specialization: z.string(),
  online: z.boolean(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** `GET /api/chat/conversations`: the caller's conversations, newest first. */
export const conversationSchema = z.object({
  id: z.uuid(),
  other: chatPersonSchema,
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
  updatedAt: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.array(conversationSchema);

/** `POST /api/chat/conversations`: open (or create) the conversation with this person. */
export const openConversationRequestSchema = z.object({
  withUserId: z.uuid({ error: () => messages.chat.noSuchConversation }),
});

/** `GET /api/chat/doctors`: active therapists a patient may write to, with presence. */
export const chatDoctorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialization: z.string(),
  avatar: z.string().nullable(),
  online: z.boolean(),
  /**
   * The client has a session with this therapist: they may start writing even while the
   * therapist is offline (issue 22, point 11). False for anyone else asking.
   */
  yourTherapist: z.boolean(),
  /** The therapist offers the spec's medical questions instead of the counselling ones. */
  medicalQuestions: z.boolean(),
});
export type ChatDoctor = z.infer<typeof chatDoctorSchema>;
export const chatDoctorsResponseSchema = z.array(chatDoctorSchema);

export const conversationIdParamsSchema = idParamsSchema(
  'id',
  'CONVERSATION_NOT_FOUND',
  () => messages.chat.noSuchConversation,
);
/** Conversations on one page of `GET /api/chat/conversations`. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/**
 * `GET /api/chat/conversations/{id}/messages?cursor=&limit=`: the page older than the cursor
 * (from `X-Next-Cursor`); `before` (a message id) is kept for older clients.
 */
export const chatHistoryQuerySchema = pageQuerySchema.extend({
  before: z.uuid({ error: () => messages.chat.noSuchConversation }).optional(),
});
export const markReadResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number().int(),
});

/** `GET/PUT /api/chat/question-choice`: the therapist offers the spec's medical questions. */
export const chatQuestionChoiceSchema = z.object({
  medicalQuestions: z.boolean({ error: () => messages.chat.medicalQuestionsInvalid }),
});
export type ChatQuestionChoice = z.infer<typeof chatQuestionChoiceSchema>;
