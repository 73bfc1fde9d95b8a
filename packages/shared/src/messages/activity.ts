import { defineMessages } from '#define-messages';
import { words } from '#words/activity';

/**
 * The lines of a person's activity history (shown on their profile).
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const activityMessages = defineMessages('activity', words, {
  timeZoneChanged: (zoneName: string) => ({ zoneName }),
  booked: (doctor: string, when: string) => ({ doctor, when }),
  bookedWithYou: (patient: string, when: string) => ({ patient, when }),
  cancelled: (other: string, when: string, by: string) => ({ other, when, by }),
  rescheduled: (other: string, from: string, to: string) => ({ other, from, to }),
});
