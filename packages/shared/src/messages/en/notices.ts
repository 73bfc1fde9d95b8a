/** The English words of noticesMessages (../notices.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  newBooking: {
    title: 'New booking',
    message: '{patient} booked a session on {when}.',
  },
  sessionBooked: {
    title: 'Session booked',
    message: 'Your session with {doctor} is booked for {when}.',
  },
  sessionCancelled: {
    title: 'Session cancelled',
    message: '{canceller} cancelled the session on {when}.',
    /** To the client when their therapist cancels: why, and where to book another time. */
    withReason:
      '{doctor} cancelled your session on {when}. Their reason: "{reason}" Book another time.',
  },
  timesAdded: {
    title: 'New free times',
    message: '{doctor} has added new times. The first is {when}.',
  },
  sessionMoved: {
    title: 'Session moved',
    message: '{patient} moved the session on {from} to {to}.',
    /** The client's own confirmation. */
    confirmed: 'Your session with {doctor} is now on {to}.',
  },
  reminder: {
    title: 'Session reminder',
    message: 'Your session with {other} starts {lead} ({when}). Join: {url}',
  },
  /** "in 24 hours", "in 15 minutes". */
  lead: '{unit, select, hours {in {hours, plural, one {# hour} other {# hours}}} other {in {minutes, plural, one {# minute} other {# minutes}}}}',
} as const;
