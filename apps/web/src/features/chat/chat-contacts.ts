import type { ChatDoctor, ChatMessage, Conversation, Role } from '@solace/shared';

/** A row of the left panel: a therapist (for patients) or a patient (for therapists). */
export interface ChatContact {
  id: string;
  name: string;
  avatar: string | null;
  role: Role;
  specialization: string;
  online: boolean;
  unread: number;
  conversationId: string | null;
  lastMessage: ChatMessage | null;
  /**
   * Online therapists start a conversation, and so does the client's own therapist (one they have
   * a session with) while offline; an existing conversation always opens.
   */
  selectable: boolean;
  /** The therapist offers the spec's medical questions instead of the counselling ones. */
  medicalQuestions: boolean;
}

function fromConversation(conversation: Conversation): ChatContact {
  const { other, id, unread, lastMessage } = conversation;
  return {
    ...other,
    unread,
    lastMessage,
    conversationId: id,
    selectable: true,
    medicalQuestions: false,
  };
}

/**
 * A patient's 'Doctors': the active therapists with their presence, joined with the patient's
 * conversations (unread counts), plus any therapist of a conversation no longer on that list.
 */
export function doctorContacts(doctors: ChatDoctor[], conversations: Conversation[]) {
  const byOther = new Map(conversations.map((item) => [item.other.id, item]));
  const listed: ChatContact[] = doctors.map((doctor) => {
    const conversation = byOther.get(doctor.id);
    const { yourTherapist, ...shown } = doctor;
    return {
      ...shown,
      role: 'doctor',
      unread: conversation?.unread ?? 0,
      lastMessage: conversation?.lastMessage ?? null,
      conversationId: conversation?.id ?? null,
      selectable: doctor.online || yourTherapist || !!conversation,
    };
  });
  const known = new Set(doctors.map((doctor) => doctor.id));
  const former = conversations.filter((item) => !known.has(item.other.id)).map(fromConversation);
  return [...listed, ...former];
}

/** A therapist's 'Patients': their conversations, newest first, as the server orders them. */
export function patientContacts(conversations: Conversation[]): ChatContact[] {
  return conversations.map(fromConversation);
}

/** The row chosen on first load: the first online therapist (patients), the newest otherwise. */
export function firstContact(contacts: ChatContact[], isPatient: boolean) {
  return isPatient ? contacts.find((contact) => contact.online) : contacts[0];
}
