import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, presenceSchema, type ChatDoctor } from '@solace/shared';
import { useAuth } from '../../lib/auth/use-auth';
import { applyLiveUpdate } from '../../lib/query-client';
import { useSocket } from '../../lib/use-socket';
import { chatDoctorsKey, conversationsKey, fetchConversations } from './chat-api';
import {
  conversationsWithPresence,
  doctorsWithPresence,
  otherOf,
  totalUnread,
  withMessage,
} from './chat-cache';
import {
  flatConversations,
  updateConversations,
  type ConversationPages,
} from './conversation-pages';
import { isReadingNow } from './reading-now';

/** The signed-in user's conversations, newest first (shared by the badge and the chat page). */
export function useConversations() {
  const { status, user } = useAuth();
  return useInfiniteQuery({
    queryKey: conversationsKey(user?.id ?? ''),
    enabled: status === 'authenticated' && !!user,
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The screens read one list; the pages stay in the cache (conversation-pages.ts).
    select: (data) => flatConversations(data) ?? [],
    staleTime: 30_000,
  });
}

/**
 * Keeps the conversation list live for the whole app: delivered messages, unread counts and
 * therapists' presence come from the socket; a reconnect fetches the list again so nothing
 * missed meanwhile is lost. Mounted once, by the layout; returns the unread total.
 */
export function useChatInbox(): number {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const socket = useSocket();
  const conversations = useConversations();
  const me = user?.id ?? '';
  const listKey = useMemo(() => conversationsKey(me), [me]);

  useEffect(() => {
    if (!socket || !me) return;
    const onMessage = (raw: unknown) => {
      const parsed = chatMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      const cached = queryClient.getQueryData<ConversationPages>(listKey);
      const list = flatConversations(cached);
      const next = list && withMessage(list, message, me, isReadingNow(otherOf(message, me)));
      if (next) {
        applyLiveUpdate<ConversationPages>(queryClient, listKey, (data) =>
          updateConversations(data, () => next),
        );
      } else void queryClient.invalidateQueries({ queryKey: listKey });
    };
    const onPresence = (raw: unknown) => {
      const parsed = presenceSchema.safeParse(raw);
      if (!parsed.success) return;
      applyLiveUpdate<ConversationPages>(queryClient, listKey, (data) =>
        updateConversations(data, (list) => conversationsWithPresence(list, parsed.data)),
      );
      applyLiveUpdate<ChatDoctor[]>(queryClient, chatDoctorsKey(me), (list) =>
        list ? doctorsWithPresence(list, parsed.data) : list,
      );
    };
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: chatDoctorsKey(me) });
    };
    socket.on('chatMessage', onMessage);
    socket.on('presence', onPresence);
    socket.on('connect', onConnect);
    // The inbox's code arrives after the socket may have connected: whatever was pushed before
    // these listeners existed is read afresh, now that nothing more can be missed.
    if (socket.connected) onConnect();
    return () => {
      socket.off('chatMessage', onMessage);
      socket.off('presence', onPresence);
      socket.off('connect', onConnect);
    };
  }, [socket, me, listKey, queryClient]);

  return totalUnread(conversations.data);
}
