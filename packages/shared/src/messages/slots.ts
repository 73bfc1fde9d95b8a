import { defineMessages } from '#define-messages';
import { words } from '#words/slots';

export const slotsMessages = defineMessages('slots', words, {
  tooFarAhead: (days: number) => ({ days }),
  tooManyUpcoming: (limit: number) => ({ limit }),
  addedMany: (count: number) => ({ count }),
  skippedTaken: (count: number) => ({ count }),
  sessionLength: (min: number, max: number) => ({ min, max }),
  breakLength: (max: number) => ({ max }),
  weeksAhead: (max: number) => ({ max }),
  setup: {
    progress: (done: number, total: number) => ({ done, total }),
  },
  list: {
    showing: (from: string, to: string) => ({ from, to }),
  },
  rangeTooLong: (days: number) => ({ days }),
  detailsFor: (name: string, day: string, time: string) => ({ name, day, time }),
  moreInList: (count: number) => ({ count }),
  bookedBy: (name: string, email: string) => ({ name, email }),
  editSlotOn: (date: string, time: string) => ({ date, time }),
  deleteSlotOn: (date: string, time: string) => ({ date, time }),
  appointmentDetailsFor: (date: string, time: string) => ({ date, time }),
  removeRange: (day: string, start: string, end: string) => ({ day, start, end }),
  addHoursOn: (day: string) => ({ day }),
  repeatHelp: (max: number) => ({ max }),
  weeksCount: (count: number) => ({ count }),
  minutesCount: (count: number) => ({ count }),
  repeatWeeksInvalid: (max: number) => ({ max }),
  weekOf: (date: string) => ({ date }),
});
