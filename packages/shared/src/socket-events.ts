import type {
  ChatError,
  ChatMessage,
  ChatMessageAck,
  GetPreviousMessages,
  Presence,
  SendChatMessage,
} from './schemas/chat';
import { getPreviousMessagesSchema, sendChatMessageSchema } from './schemas/chat';
import type { Notification } from './schemas/notifications';

/** Typed socket.io events; the connection authenticates with `auth: { token }`. */
export interface ServerToClientEvents {
  'notification:new': (notification: Notification) => void;
  /** The newest page of one conversation, oldest first (answer to getPreviousMessages). */
  previousMessages: (messages: ChatMessage[]) => void;
  /** A stored message, to every open tab of both people. */
  chatMessage: (message: ChatMessage) => void;
  chatError: (error: ChatError) => void;
  presence: (presence: Presence) => void;
}

export interface ClientToServerEvents {
  getPreviousMessages: (request: GetPreviousMessages) => void;
  chatMessage: (message: SendChatMessage, ack?: (answer: ChatMessageAck) => void) => void;
}

/** What each client event carries: the server validates with these, the fuzz suite reads them. */
export const clientEventSchemas = {
  getPreviousMessages: getPreviousMessagesSchema,
  chatMessage: sendChatMessageSchema,
} as const;

/** The connect_error message when the token is missing or no longer valid. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
