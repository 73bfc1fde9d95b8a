export const notificationsMessages = {
  empty: 'No notifications yet',
  notFound: 'This notification could not be found.',
  /** A safety alert (issue 25): the therapist acknowledges it from the bell. */
  acknowledge: 'Acknowledge',
  acknowledged: 'Acknowledged',
  acknowledgeFailed: 'Could not acknowledge; please try again.',
} as const;
