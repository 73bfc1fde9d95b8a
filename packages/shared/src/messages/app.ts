import { defineMessages } from '#define-messages';
import { words } from '#words/app';

export const appMessages = defineMessages('app', words, {
  navUnread: (label: string, count: number) => ({ label, count }),
  greeting: (name: string) => ({ name }),
  footerLinks: (section: string) => ({ section }),
  socialLink: (network: string) => ({ network }),
  photoOf: (name: string) => ({ name }),
  errorText: (message: string) => ({ message }),
});
