/**
 * The lines of a person's activity history (shown on their profile).
 * Part of the one catalogue (`messages`); `when` is already worded for the reader.
 */
export const activityMessages = {
  signup: 'Signed up',
  guardianConsent: "Confirmed a parent's or guardian's consent (under 18)",
  login: 'Logged in',
  logout: 'Logged out',
  nameChanged: 'Changed name',
  phoneChanged: 'Changed phone number',
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
