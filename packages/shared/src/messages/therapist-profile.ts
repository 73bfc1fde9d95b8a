import { defineMessages } from '#define-messages';
import { words } from '#words/therapist-profile';

/** A therapist's public page and the therapist's own editor of it. */
export const therapistProfileMessages = defineMessages('therapistProfile', words, {
  viewProfileOf: (name: string) => ({ name }),
  bookAt: (time: string) => ({ time }),
  bookWith: (name: string) => ({ name }),
  bookTimeWith: (time: string, name: string) => ({ time, name }),
  cardFreeTimes: (name: string) => ({ name }),
});
