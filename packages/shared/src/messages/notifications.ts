export const notificationsMessages = {
  empty: 'No notifications yet',
  notFound: 'This notification could not be found.',
} as const;
