import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, Page } from '@solace/shared';

/** The cached conversation list: the pages loaded so far, newest first (decision 0017). */
export type ConversationPages = InfiniteData<Page<Conversation>, string | null>;

export function flatConversations(data: ConversationPages | undefined): Conversation[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}

/**
 * A change made to the list as one list (a message moves its conversation to the top, a read
 * clears a count, an opened one is added), kept in pages again: each page keeps its size and
 * its cursor, the first takes any added or removed. Moving a conversation up never makes a
 * later page repeat it: its new time is newer than every cursor.
 */
export function updateConversations(
  data: ConversationPages | undefined,
  change: (list: Conversation[]) => Conversation[] | undefined,
): ConversationPages | undefined {
  const list = flatConversations(data);
  if (!data || !list) return data;
  const next = change(list);
  if (!next) return data;
  const sizes = data.pages.map((page) => page.items.length);
  sizes[0] = sizes[0]! + next.length - list.length;
  let from = 0;
  const pages = data.pages.map((page, index) => {
    const items = next.slice(from, from + Math.max(0, sizes[index]!));
    from += items.length;
    return { ...page, items };
  });
  return { ...data, pages };
}
