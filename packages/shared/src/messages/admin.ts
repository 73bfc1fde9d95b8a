import { defineMessages } from '#define-messages';
import { words } from '#words/admin';

export const adminMessages = defineMessages('admin', words, {
  download: (name: string) => ({ name }),
  preview: (name: string) => ({ name }),
  previewPage: (name: string, page: number) => ({ name, page }),
  confirmDeactivation: {
    title: (name: string) => ({ name }),
    sessionsHeading: (count: number) => ({ count }),
  },
  fileSize: (name: string, type: string, kb: number) => ({ name, type, kb }),
});
