import { defineMessages } from '#define-messages';
import { words } from '#words/auth';

export const authMessages = defineMessages('auth', words, {
  idleWarning: (seconds: number) => ({ seconds }),
});
