import { defineMessages } from '#define-messages';
import { words } from '#words/chat';

export const chatMessages = defineMessages('chat', words, {
  startConsultation: (doctor: string) => ({ doctor }),
  offlineDelivery: (doctor: string) => ({ doctor }),
  newMessage: (name: string) => ({ name }),
  awayMail: {
    subject: (name: string) => ({ name }),
    body: (name: string) => ({ name }),
  },
  unreadCount: (count: number) => ({ count }),
  messagesWith: (name: string) => ({ name }),
});
