import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../lib/auth/session-user';
import { chatDoctorsKey, fetchChatDoctors } from './chat-api';
import { doctorContacts, patientContacts } from './chat-contacts';
import { useConversations } from './use-chat-inbox';

/** The left panel's rows, with loading and failure of whatever they are made from. */
export function useChatContacts(me: SessionUser) {
  const isPatient = me.role === 'patient';
  const conversations = useConversations();
  const doctors = useQuery({
    queryKey: chatDoctorsKey(me.id),
    enabled: isPatient,
    queryFn: ({ signal }) => fetchChatDoctors(signal),
    staleTime: 30_000,
  });
  const contacts = useMemo(
    () =>
      isPatient
        ? doctorContacts(doctors.data ?? [], conversations.data ?? [])
        : patientContacts(conversations.data ?? []),
    [isPatient, doctors.data, conversations.data],
  );
  const ready = conversations.isSuccess && (!isPatient || doctors.isSuccess);
  const failed = conversations.isError || (isPatient && doctors.isError);
  const retry = () => {
    if (conversations.isError) void conversations.refetch();
    if (doctors.isError) void doctors.refetch();
  };
  return { contacts, ready, failed, retry, morePages: conversations };
}
