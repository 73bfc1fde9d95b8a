import { defineMessages } from '#define-messages';
import { words } from '#words/reports';

export const reportsMessages = defineMessages('reports', words, {
  removeFile: (name: string) => ({ name }),
  received: (reference: string) => ({ reference }),
  fileTooLarge: (name: string) => ({ name }),
  fileRefused: (name: string) => ({ name }),
  uploadQuota: (megabytes: number) => ({ megabytes }),
  mail: {
    ackSubject: (reference: string) => ({ reference }),
    ackBody: (reference: string, type: string) => ({ reference, type }),
    replySubject: (reference: string) => ({ reference }),
    replyIntro: (reference: string, status: string) => ({ reference, status }),
  },
  notice: {
    newMessage: (reference: string, type: string, priority: string) => ({
      reference,
      type,
      priority,
    }),
    replyTitle: (reference: string) => ({ reference }),
  },
});
