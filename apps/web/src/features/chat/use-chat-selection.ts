import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { isSessionExpiredError } from '../../lib/api-client';
import { conversationsKey, openConversation } from './chat-api';
import { withConversation } from './chat-cache';
import { updateConversations, type ConversationPages } from './conversation-pages';
import { firstContact, type ChatContact } from './chat-contacts';

/**
 * Who is selected. On first load: the person named by `?with=` (the dashboard's Start Chat; a
 * therapist's new conversation is opened on the server first), else the first online therapist
 * for patients and the newest conversation for therapists. `opened` tells a chosen conversation
 * from the automatic choice, which must not move focus or leave the list on a phone.
 */
export function useChatSelection(
  me: string,
  contacts: ChatContact[],
  ready: boolean,
  isPatient: boolean,
) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const started = useRef(false);
  const withId = params.get('with');

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const fallback = () => setSelectedId(firstContact(contacts, isPatient)?.id ?? null);
    if (!withId) return fallback();
    setParams({}, { replace: true });
    const named = contacts.find((contact) => contact.id === withId);
    if (named?.selectable) {
      setSelectedId(named.id);
      setOpened(true);
      return;
    }
    if (isPatient) return fallback();
    openConversation(withId)
      .then((conversation) => {
        queryClient.setQueryData<ConversationPages>(conversationsKey(me), (data) =>
          updateConversations(data, (list) => withConversation(list, conversation)),
        );
        setSelectedId(conversation.other.id);
        setOpened(true);
      })
      .catch((error: unknown) => {
        if (!isSessionExpiredError(error)) toast.error((error as Error).message);
        fallback();
      });
  }, [ready, contacts, isPatient, withId, setParams, queryClient, me]);

  const select = (id: string) => {
    setSelectedId(id);
    setOpened(true);
  };
  return { selectedId, opened, select, back: () => setOpened(false) };
}
