/**
 * What Solace tells people outside a screen: history lines, bell notifications and e-mails.
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const activityMessages = {
  signup: 'Signed up',
  guardianConsent: "Confirmed a parent's or guardian's consent (under 18)",
  login: 'Logged in',
  logout: 'Logged out',
  nameChanged: 'Changed name',
  timeZoneChanged: (zoneName: string) => `Changed time zone to ${zoneName}`,
  passwordChanged: 'Changed password',
  passwordReset: 'Reset password by e-mail link',
  booked: (doctor: string, when: string) => `Booked a session with ${doctor} on ${when}`,
  bookedWithYou: (patient: string, when: string) => `${patient} booked a session on ${when}`,
  /** `by` is the canceller's name, or 'you'. */
  cancelled: (other: string, when: string, by: string) =>
    `Session with ${other} on ${when} cancelled by ${by}`,
  /** A session moved to another time; each reads both times in their own zone. */
  rescheduled: (other: string, from: string, to: string) =>
    `Session with ${other} moved from ${from} to ${to}`,
  you: 'you',
} as const;

export const noticeMessages = {
  newBooking: {
    title: 'New booking',
    message: (patient: string, when: string) => `${patient} booked a session on ${when}.`,
  },
  sessionBooked: {
    title: 'Session booked',
    message: (doctor: string, when: string) => `Your session with ${doctor} is booked for ${when}.`,
  },
  sessionCancelled: {
    title: 'Session cancelled',
    message: (canceller: string, when: string) => `${canceller} cancelled the session on ${when}.`,
  },
  timesAdded: {
    title: 'New free times',
    message: (doctor: string, when: string) =>
      `${doctor} has added new times. The first is ${when}.`,
  },
  sessionMoved: {
    title: 'Session moved',
    message: (patient: string, from: string, to: string) =>
      `${patient} moved the session on ${from} to ${to}.`,
    /** The client's own confirmation. */
    confirmed: (doctor: string, to: string) => `Your session with ${doctor} is now on ${to}.`,
  },
  reminder: {
    title: 'Session reminder',
    message: (other: string, lead: string, when: string, url: string) =>
      `Your session with ${other} starts ${lead} (${when}). Join: ${url}`,
  },
  /** "in 24 hours", "in 15 minutes". */
  lead: (minutes: number) =>
    minutes >= 60 ? `in ${Math.round(minutes / 60)} hours` : `in ${minutes} minutes`,
} as const;

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
