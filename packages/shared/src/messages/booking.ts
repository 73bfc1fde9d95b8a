import { defineMessages } from '#define-messages';
import { words } from '#words/booking';

export const bookingMessages = defineMessages('booking', words, {
  cancelTooLate: (hours: number) => ({ hours }),
  rescheduleTooLate: (hours: number) => ({ hours }),
  rescheduled: (when: string) => ({ when }),
  messageTherapist: (name: string) => ({ name }),
  freeCancellationUntil: (when: string) => ({ when }),
  tooManyUpcoming: (limit: number) => ({ limit }),
  dayFreeTimes: (day: string, count: number) => ({ day, count }),
  freeTimesOn: (day: string) => ({ day }),
  nextFreeTime: (when: string) => ({ when }),
  noFreeTimes: (name: string) => ({ name }),
  freeSoonerItem: (name: string, when: string) => ({ name, when }),
  tellMeWhen: (name: string) => ({ name }),
  alertSet: (name: string) => ({ name }),
  logInToBook: (when: string, name: string) => ({ when, name }),
  cancellationPolicy: (hours: number) => ({ hours }),
  therapistCancel: {
    question: (client: string) => ({ client }),
    reasonTooLong: (max: number) => ({ max }),
  },
  sessionBookedFor: (name: string, when: string) => ({ name, when }),
  confirmationSentTo: (email: string) => ({ email }),
  pricePerSession: (price: string) => ({ price }),
  calendarShowMore: (count: number) => ({ count }),
});
