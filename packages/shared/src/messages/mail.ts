import { defineMessages } from '#define-messages';
import { words } from '#words/mail';

/**
 * The e-mails Solace sends: password links, bookings, moves, cancellations, reminders.
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const mailMessages = defineMessages('mail', words, {
  hello: (name: string) => ({ name }),
  passwordLink: {
    welcome: {
      signInAt: (url: string) => ({ url }),
    },
    /** Two hours or more in hours, else in minutes. */
    validity: (minutes: number) =>
      minutes >= 120
        ? { unit: 'hours', count: Math.round(minutes / 60) }
        : { unit: 'minutes', count: minutes },
  },
  booking: {
    patientSubject: (doctor: string) => ({ doctor }),
    patientBody: (doctor: string, when: string) => ({ doctor, when }),
    patientJoin: (url: string) => ({ url }),
    doctorSubject: (patient: string, when: string) => ({ patient, when }),
    doctorBody: (patient: string, email: string, when: string) => ({ patient, email, when }),
    doctorJoin: (url: string) => ({ url }),
    patientFreeCancellation: (until: string) => ({ until }),
    rescheduleLink: (url: string) => ({ url }),
    cancelLink: (url: string) => ({ url }),
    patientQuestionnaire: (url: string) => ({ url }),
  },
  rescheduled: {
    patientSubject: (doctor: string) => ({ doctor }),
    patientBody: (doctor: string, from: string, to: string) => ({ doctor, from, to }),
    doctorSubject: (patient: string, to: string) => ({ patient, to }),
    doctorBody: (patient: string, from: string, to: string) => ({ patient, from, to }),
  },
  cancellation: {
    patientSubject: (doctor: string) => ({ doctor }),
    patientBody: (doctor: string, when: string, by: string) => ({ doctor, when, by }),
    doctorSubject: (patient: string, when: string) => ({ patient, when }),
    doctorBody: (patient: string, when: string, by: string) => ({ patient, when, by }),
    patientReason: (reason: string) => ({ reason }),
    patientNextTimes: (doctor: string) => ({ doctor }),
    patientNoNextTimes: (doctor: string) => ({ doctor }),
    crisis: (lines: string) => ({ lines }),
    doctorByYouFreed: (patient: string, when: string) => ({ patient, when }),
    doctorByYouBlocked: (patient: string, when: string) => ({ patient, when }),
  },
  timesAdded: {
    subject: (doctor: string) => ({ doctor }),
    body: (doctor: string, when: string) => ({ doctor, when }),
  },
  confirmSignup: {
    validity: (hours: number) => ({ hours }),
  },
  accountExists: {
    forgot: (url: string) => ({ url }),
  },
  reminder: {
    subject: (lead: string) => ({ lead }),
    body: (other: string, lead: string, when: string) => ({ other, lead, when }),
  },
  invite: {
    summary: (patient: string, doctor: string) => ({ patient, doctor }),
    join: (url: string) => ({ url }),
  },
});
