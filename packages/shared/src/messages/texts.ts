import { defineMessages } from '#define-messages';
import { words } from '#words/texts';

/** Text messages by SMS and WhatsApp (issue 28): what they say, and the profile's channel section. */
export const textsMessages = defineMessages('texts', words, {
  confirmation: (therapist: string, when: string, url: string) => ({ therapist, when, url }),
  reminder: (therapist: string, when: string, url: string) => ({ therapist, when, url }),
  cancellation: (therapist: string, when: string) => ({ therapist, when }),
  missedCall: (caller: string, url: string) => ({ caller, url }),
  code: (code: string) => ({ code }),
  profile: {
    on: (since: string) => ({ since }),
    codeSent: (phone: string) => ({ phone }),
  },
});
