import { defineMessages } from '#define-messages';
import { words } from '#words/session-notes';

/** A therapist's private session notes (issue 25). */
export const sessionNotesMessages = defineMessages('sessionNotes', words, {
  savedAt: (time: string) => ({ time }),
  signedAt: (time: string) => ({ time }),
  sectionTooLong: (max: number) => ({ max }),
  tooManyAddenda: (max: number) => ({ max }),
});
