import type { ChatDoctor, ChatMessage, Conversation, Presence } from '@solace/shared';

/** The other person of a message, seen from `me`. */
export function otherOf(message: ChatMessage, me: string): string {
  return message.userId === me ? message.receiverId : message.userId;
}

const newestFirst = (a: Conversation, b: Conversation) => b.updatedAt - a.updatedAt;

/**
 * A delivered message in the conversation list: it becomes the last message, moves the
 * conversation to the top and, when it is someone else's and not being read right now, counts
 * as unread. Returns undefined when the list does not hold the conversation (fetch it again).
 */
export function withMessage(
  list: Conversation[],
  message: ChatMessage,
  me: string,
  readingNow: boolean,
): Conversation[] | undefined {
  const conversation = list.find((item) => item.id === message.conversationId);
  if (!conversation) return undefined;
  if (conversation.lastMessage?.id === message.id) return list;
  const isNewer = !conversation.lastMessage || conversation.lastMessage.time <= message.time;
  const counts = message.userId !== me && !readingNow;
  const updated: Conversation = {
    ...conversation,
    lastMessage: isNewer ? message : conversation.lastMessage,
    updatedAt: Math.max(conversation.updatedAt, message.time),
    unread: conversation.unread + (counts ? 1 : 0),
  };
  return list.map((item) => (item === conversation ? updated : item)).sort(newestFirst);
}

/** Adds or replaces one conversation, keeping the list newest first. */
export function withConversation(list: Conversation[], conversation: Conversation) {
  return [...list.filter((item) => item.id !== conversation.id), conversation].sort(newestFirst);
}

export function withoutUnread(list: Conversation[], conversationId: string): Conversation[] {
  return list.map((item) =>
    item.id === conversationId && item.unread > 0 ? { ...item, unread: 0 } : item,
  );
}

export function conversationsWithPresence(list: Conversation[], { userId, online }: Presence) {
  return list.map((item) =>
    item.other.id === userId && item.other.online !== online
      ? { ...item, other: { ...item.other, online } }
      : item,
  );
}

export function doctorsWithPresence(list: ChatDoctor[], { userId, online }: Presence) {
  return list.map((doctor) =>
    doctor.id === userId && doctor.online !== online ? { ...doctor, online } : doctor,
  );
}

export function totalUnread(list: Conversation[] | undefined): number {
  return (list ?? []).reduce((sum, item) => sum + item.unread, 0);
}
