import { defineMessages } from '#define-messages';
import { words } from '#words/calls';

/** Ringing calls (issue 28): the ring, its answer, and the call history on both profiles. */
export const callsMessages = defineMessages('calls', words, {
  ringWho: (name: string) => ({ name }),
  ringing: (name: string) => ({ name }),
  accepted: (name: string) => ({ name }),
  declined: (name: string) => ({ name }),
  missed: (name: string) => ({ name }),
  offline: (name: string) => ({ name }),
  incoming: (name: string) => ({ name }),
  missedMessage: (name: string) => ({ name }),
  youCalled: (name: string) => ({ name }),
  calledYou: (name: string) => ({ name }),
  lasted: (duration: string) => ({ duration }),
  minutes: (count: number) => ({ count }),
});
