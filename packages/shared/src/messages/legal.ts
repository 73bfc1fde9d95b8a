import { defineMessages } from '#define-messages';
import { words } from '#words/legal';

/** The terms of service and the privacy notice (features/legal). */
export const legalMessages = defineMessages('legal', words, {
  lastUpdated: (date: string) => ({ date }),
  termsRespect: (email: string) => ({ email }),
  choices: (email: string) => ({ email }),
});
