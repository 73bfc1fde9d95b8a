/**
 * The e-mails Solace sends: password links, bookings, moves, cancellations, reminders.
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const mailMessages = {
  hello: (name: string) => `Hello ${name},`,
  passwordLink: {
    reset: {
      subject: 'Change your Solace password',
      intro:
        'Someone asked to change the password of your Solace account. If it was you, choose a new password here:',
      outro:
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    },
    welcome: {
      subject: 'Welcome to Solace: set your password',
      intro: 'An account has been created for you on Solace. Choose your password here:',
      outro: 'If you did not expect this, you can ignore this e-mail.',
      /** Where a therapist signs in later: not the client login. */
      signInAt: (url: string) =>
        `Setting your password signs you in. Later, sign in at the therapist login: ${url}`,
    },
    button: 'Choose a new password',
    fallback: 'Or paste this address into your browser:',
    validity: (validity: string) => `The link works once and for ${validity}.`,
  },
  booking: {
    patientSubject: (doctor: string) => `Your session with ${doctor} is booked`,
    patientBody: (doctor: string, when: string) =>
      `Your session with ${doctor} is booked for ${when}.`,
    patientJoin: (url: string) =>
      `Join the video consultation from this link a few minutes before: ${url}`,
    patientInvite: 'The attached invitation adds it to your calendar in your own time zone.',
    doctorSubject: (patient: string, when: string) => `New booking: ${patient} on ${when}`,
    doctorBody: (patient: string, email: string, when: string) =>
      `${patient} (${email}) booked a session with you for ${when}.`,
    doctorJoin: (url: string) => `Video consultation: ${url}`,
    /** The client's free-cancellation deadline, in their own zone, and where to act on it. */
    patientFreeCancellation: (until: string) =>
      `Free cancellation until ${until}. To move or cancel the session, sign in to Solace:`,
    patientNoFreeCancellation:
      'This session can no longer be cancelled online. To see it, sign in to Solace:',
    rescheduleLink: (url: string) => `Reschedule: ${url}`,
    cancelLink: (url: string) => `Cancel: ${url}`,
    /** When PHQ-9 and GAD-7 are due before this session (the shared due rule). */
    patientQuestionnaire: (url: string) =>
      `Before the session, please answer two short questionnaires about how you have been (about 2 minutes): ${url}`,
  },
  rescheduled: {
    patientSubject: (doctor: string) => `Moved: your session with ${doctor}`,
    patientBody: (doctor: string, from: string, to: string) =>
      `Your session with ${doctor} has moved from ${from} to ${to}.`,
    doctorSubject: (patient: string, to: string) => `Moved: ${patient} now on ${to}`,
    doctorBody: (patient: string, from: string, to: string) =>
      `${patient} moved their session from ${from} to ${to}. The earlier time is free again.`,
    invite: 'The attached invitation updates the event in your calendar.',
  },
  cancellation: {
    patientSubject: (doctor: string) => `Cancelled: your session with ${doctor}`,
    patientBody: (doctor: string, when: string, by: string) =>
      `Your session with ${doctor} on ${when} was cancelled by ${by}.`,
    doctorSubject: (patient: string, when: string) => `Cancelled: ${patient} on ${when}`,
    doctorBody: (patient: string, when: string, by: string) =>
      `The session with ${patient} on ${when} was cancelled by ${by}. The slot is free again.`,
    /** When the therapist cancels with a reason: the client is told why and what next. */
    patientReason: (reason: string) => `Their reason: "${reason}"`,
    patientSorry: 'We are sorry for the change. You can book another time in a few clicks.',
    patientNextTimes: (doctor: string) => `${doctor}'s next free times:`,
    patientNoNextTimes: (doctor: string) =>
      `${doctor} has no other free times at the moment; other therapists may be free sooner.`,
    bookAnother: 'Book another time',
    bookAnotherFallback: 'Or open this address:',
    crisis: (lines: string) => `If you need to talk to someone now: ${lines}.`,
    doctorByYouFreed: (patient: string, when: string) =>
      `You cancelled the session with ${patient} on ${when}. They have been told your reason. The time is free again for other clients.`,
    doctorByYouBlocked: (patient: string, when: string) =>
      `You cancelled the session with ${patient} on ${when}. They have been told your reason. The time stays blocked: no one else can book it.`,
  },
  timesAdded: {
    subject: (doctor: string) => `${doctor} has new free times`,
    body: (doctor: string, when: string) =>
      `${doctor} has added new times on Solace. The first is ${when}.`,
    button: 'See the free times',
    fallback: 'Or open this address:',
    why: 'You asked us to tell you when they add times. We will not write about this again unless you ask once more.',
  },
  confirmSignup: {
    subject: 'Finish signing up to Solace',
    intro:
      'Thank you for signing up to Solace. Confirm that this is your e-mail address to finish: the button signs you in.',
    button: 'Confirm and sign in',
    fallback: 'Or open this link:',
    validity: (hours: number) => `The link works once, for ${hours} hours.`,
    outro: 'If you did not sign up, ignore this e-mail: no account is made without this link.',
  },
  accountExists: {
    subject: 'Someone tried to sign up with your address',
    intro:
      'Someone, perhaps you, tried to create a Solace account with this e-mail address. You already have one, so no new account was made.',
    button: 'Log in',
    fallback: 'Log in here:',
    forgot: (url: string) => `Forgotten your password? Ask for a new one here: ${url}`,
    outro: 'If it was not you, you can ignore this e-mail: nothing has changed.',
  },
  reminder: {
    subject: (lead: string) => `Reminder: your Solace session ${lead}`,
    body: (other: string, lead: string, when: string) =>
      `Your session with ${other} starts ${lead} (${when}).`,
    button: 'Join the video consultation',
    fallback: 'Join from this address:',
  },
  invite: {
    summary: (patient: string, doctor: string) => `Solace session: ${patient} with ${doctor}`,
    join: (url: string) => `Join the video consultation: ${url}`,
    cancelled: 'This session was cancelled.',
  },
} as const;
