/** The English words of activityMessages (../activity.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  signup: 'Signed up',
  guardianConsent: "Confirmed a parent's or guardian's consent (under 18)",
  login: 'Logged in',
  logout: 'Logged out',
  nameChanged: 'Changed name',
  phoneChanged: 'Changed phone number',
  timeZoneChanged: 'Changed time zone to {zoneName}',
  passwordChanged: 'Changed password',
  passwordReset: 'Reset password by e-mail link',
  booked: 'Booked a session with {doctor} on {when}',
  bookedWithYou: '{patient} booked a session on {when}',
  /** `by` is the canceller's name, or 'you'. */
  cancelled: 'Session with {other} on {when} cancelled by {by}',
  /** A session moved to another time; each reads both times in their own zone. */
  rescheduled: 'Session with {other} moved from {from} to {to}',
  you: 'you',
} as const;
