/**
 * Bell notifications: the title and text of each entry in a person's notification list.
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const noticesMessages = {
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
    /** To the client when their therapist cancels: why, and where to book another time. */
    withReason: (doctor: string, when: string, reason: string) =>
      `${doctor} cancelled your session on ${when}. Their reason: "${reason}" Book another time.`,
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
