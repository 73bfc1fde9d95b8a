/** The English words of mailMessages (../mail.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  hello: 'Hello {name},',
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
      signInAt: 'Setting your password signs you in. Later, sign in at the therapist login: {url}',
    },
    button: 'Choose a new password',
    fallback: 'Or paste this address into your browser:',
    /** Links of two hours or more are worded in hours, shorter ones in minutes. */
    validity:
      '{unit, select, hours {The link works once and for {count, plural, one {# hour} other {# hours}}.} other {The link works once and for {count, plural, one {# minute} other {# minutes}}.}}',
  },
  booking: {
    patientSubject: 'Your session with {doctor} is booked',
    patientBody: 'Your session with {doctor} is booked for {when}.',
    patientJoin: 'Join the video consultation from this link a few minutes before: {url}',
    patientInvite: 'The attached invitation adds it to your calendar in your own time zone.',
    doctorSubject: 'New booking: {patient} on {when}',
    doctorBody: '{patient} ({email}) booked a session with you for {when}.',
    doctorJoin: 'Video consultation: {url}',
    /** The client's free-cancellation deadline, in their own zone, and where to act on it. */
    patientFreeCancellation:
      'Free cancellation until {until}. To move or cancel the session, sign in to Solace:',
    patientNoFreeCancellation:
      'This session can no longer be cancelled online. To see it, sign in to Solace:',
    rescheduleLink: 'Reschedule: {url}',
    cancelLink: 'Cancel: {url}',
    /** When PHQ-9 and GAD-7 are due before this session (the shared due rule). */
    patientQuestionnaire:
      'Before the session, please answer two short questionnaires about how you have been (about 2 minutes): {url}',
  },
  rescheduled: {
    patientSubject: 'Moved: your session with {doctor}',
    patientBody: 'Your session with {doctor} has moved from {from} to {to}.',
    doctorSubject: 'Moved: {patient} now on {to}',
    doctorBody:
      '{patient} moved their session from {from} to {to}. The earlier time is free again.',
    invite: 'The attached invitation updates the event in your calendar.',
  },
  cancellation: {
    patientSubject: 'Cancelled: your session with {doctor}',
    patientBody: 'Your session with {doctor} on {when} was cancelled by {by}.',
    doctorSubject: 'Cancelled: {patient} on {when}',
    doctorBody:
      'The session with {patient} on {when} was cancelled by {by}. The slot is free again.',
    /** When the therapist cancels with a reason: the client is told why and what next. */
    patientReason: 'Their reason: "{reason}"',
    patientSorry: 'We are sorry for the change. You can book another time in a few clicks.',
    patientNextTimes: "{doctor}'s next free times:",
    patientNoNextTimes:
      '{doctor} has no other free times at the moment; other therapists may be free sooner.',
    bookAnother: 'Book another time',
    bookAnotherFallback: 'Or open this address:',
    crisis: 'If you need to talk to someone now: {lines}.',
    doctorByYouFreed:
      'You cancelled the session with {patient} on {when}. They have been told your reason. The time is free again for other clients.',
    doctorByYouBlocked:
      'You cancelled the session with {patient} on {when}. They have been told your reason. The time stays blocked: no one else can book it.',
  },
  timesAdded: {
    subject: '{doctor} has new free times',
    body: '{doctor} has added new times on Solace. The first is {when}.',
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
    validity: 'The link works once, for {hours, plural, one {# hour} other {# hours}}.',
    outro: 'If you did not sign up, ignore this e-mail: no account is made without this link.',
  },
  accountExists: {
    subject: 'Someone tried to sign up with your address',
    intro:
      'Someone, perhaps you, tried to create a Solace account with this e-mail address. You already have one, so no new account was made.',
    button: 'Log in',
    fallback: 'Log in here:',
    forgot: 'Forgotten your password? Ask for a new one here: {url}',
    outro: 'If it was not you, you can ignore this e-mail: nothing has changed.',
  },
  reminder: {
    subject: 'Reminder: your Solace session {lead}',
    body: 'Your session with {other} starts {lead} ({when}).',
    button: 'Join the video consultation',
    fallback: 'Join from this address:',
  },
  invite: {
    summary: 'Solace session: {patient} with {doctor}',
    join: 'Join the video consultation: {url}',
    cancelled: 'This session was cancelled.',
  },
} as const;
