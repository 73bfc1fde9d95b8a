import type { ChatDoctor, ChatMessage, Conversation } from '@solace/shared';
import { asha, authValue, renderAt } from '../../test/render';
import { testId } from '../../test/ids';
import type { SessionUser } from '../../lib/auth/session-user';
import { ChatPage } from './ChatPage';
import { useChatInbox } from './use-chat-inbox';

/** Test data of the chat: Asha (patient), three therapists, one of them offline. */
export const therapist: SessionUser = {
  id: testId(201),
  name: 'Dr. Meera Rao',
  email: 'meera@example.com',
  phone: null,
  role: 'doctor',
  avatar: null,
  timeZone: 'Europe/London',
  language: 'en',
};
export const doctors: ChatDoctor[] = [
  {
    id: testId(202),
    name: 'Dr. Arjun Mehta',
    specialization: 'Addiction',
    avatar: null,
    online: false,
    yourTherapist: false,
    medicalQuestions: false,
  },
  {
    id: therapist.id,
    name: therapist.name,
    specialization: 'Anxiety',
    avatar: null,
    online: true,
    yourTherapist: false,
    medicalQuestions: false,
  },
  {
    id: testId(203),
    name: 'Dr. Kavya Iyer',
    specialization: 'Depression',
    avatar: null,
    online: true,
    yourTherapist: false,
    medicalQuestions: false,
  },
];
export const conversationId = testId(601);

let sequence = 700;
/** A stored message between Asha and Dr. Rao, `minutesAgo` old. */
export function chatMessage(
  from: 'asha' | 'rao',
  text: string,
  minutesAgo = 0,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  const mine = from === 'asha';
  sequence += 1;
  return {
    id: testId(sequence),
    conversationId,
    userId: mine ? asha.id : therapist.id,
    name: mine ? asha.name : therapist.name,
    text,
    avatar: null,
    time: Date.now() - minutesAgo * 60_000,
    role: mine ? 'patient' : 'doctor',
    receiverId: mine ? therapist.id : asha.id,
    ...overrides,
  };
}

/** Asha's conversation with Dr. Rao, as the therapist's or the patient's list holds it. */
export function conversation(seenBy: 'asha' | 'rao', overrides: Partial<Conversation> = {}) {
  const other =
    seenBy === 'asha'
      ? { ...doctors[1]!, role: 'doctor' as const }
      : {
          id: asha.id,
          name: asha.name,
          avatar: null,
          role: 'patient' as const,
          specialization: '',
          online: true,
        };
  return {
    id: conversationId,
    other,
    lastMessage: null,
    unread: 0,
    updatedAt: Date.now() - 3_600_000,
    ...overrides,
  } satisfies Conversation;
}

/** The chat page with the layout's inbox beside it (it applies presence and unread counts). */
function ChatWithInbox() {
  useChatInbox();
  return <ChatPage />;
}

export function renderChat(user: SessionUser = asha, path = '/liveChat') {
  return renderAt(<ChatWithInbox />, { path, auth: authValue('authenticated', { user }) });
}
