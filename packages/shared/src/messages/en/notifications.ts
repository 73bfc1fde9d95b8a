/** The English words of notificationsMessages (../notifications.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  empty: 'No notifications yet',
  notFound: 'This notification could not be found.',
  bellTitle: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  markAllRead: 'Mark all as read',
  unreadPrefix: 'Unread:',
} as const;
