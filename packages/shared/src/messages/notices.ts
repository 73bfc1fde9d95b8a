import { defineMessages } from '#define-messages';
import { words } from '#words/notices';

/**
 * Bell notifications: the title and text of each entry in a person's notification list.
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const noticesMessages = defineMessages('notices', words, {
  newBooking: {
    message: (patient: string, when: string) => ({ patient, when }),
  },
  sessionBooked: {
    message: (doctor: string, when: string) => ({ doctor, when }),
  },
  sessionCancelled: {
    message: (canceller: string, when: string) => ({ canceller, when }),
    withReason: (doctor: string, when: string, reason: string) => ({ doctor, when, reason }),
  },
  timesAdded: {
    message: (doctor: string, when: string) => ({ doctor, when }),
  },
  sessionMoved: {
    message: (patient: string, from: string, to: string) => ({ patient, from, to }),
    confirmed: (doctor: string, to: string) => ({ doctor, to }),
  },
  reminder: {
    message: (other: string, lead: string, when: string, url: string) => ({
      other,
      lead,
      when,
      url,
    }),
  },
  lead: (minutes: number) => ({
    unit: minutes >= 60 ? 'hours' : 'minutes',
    hours: Math.round(minutes / 60),
    minutes,
  }),
});
