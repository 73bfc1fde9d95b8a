import { defineMessages } from '#define-messages';
import { words } from '#words/accounts';

export const accountsMessages = defineMessages('accounts', words, {
  checkEmailSent: (email: string) => ({ email }),
  linkIncomplete: (link: string) => ({ link }),
  resetLinkOnItsWay: (email: string) => ({ email }),
  atLeastChars: (min: number) => ({ min }),
});
