import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markConversationRead, conversationsKey } from './chat-api';
import { withoutUnread } from './chat-cache';
import { updateConversations, type ConversationPages } from './conversation-pages';
import { setReadingNow } from './reading-now';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isVisible = () => document.visibilityState !== 'hidden';

interface Options {
  me: string;
  otherId: string | null;
  conversationId: string | null;
  /** The newest message from the other person that this tab shows. */
  latestIncomingId: string | undefined;
  unread: number;
}

/**
 * While a conversation is open on a visible page, its messages are read: the server is told
 * (POST .../read) when it opens with something unread and as new messages arrive, and the
 * Messages badge stops counting them. A hidden tab reads nothing.
 */
export function useMarkRead({ me, otherId, conversationId, latestIncomingId, unread }: Options) {
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);
  const queryClient = useQueryClient();
  const marked = useRef('');

  useEffect(() => {
    setReadingNow(visible ? otherId : null);
    return () => setReadingNow(null);
  }, [visible, otherId]);

  useEffect(() => {
    if (!visible || !conversationId) return;
    const mark = `${conversationId}/${latestIncomingId ?? ''}`;
    if (unread === 0 && (!latestIncomingId || marked.current === mark)) return;
    marked.current = mark;
    queryClient.setQueryData<ConversationPages>(conversationsKey(me), (data) =>
      updateConversations(data, (list) => withoutUnread(list, conversationId)),
    );
    markConversationRead(conversationId).catch((error: unknown) => {
      // Still unread on the server: the next open or message tries again.
      console.warn('Chat: marking as read failed', error);
    });
  }, [visible, conversationId, latestIncomingId, unread, me, queryClient]);
}
