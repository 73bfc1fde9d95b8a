/** The English words of relativeTimeMessages (../relative-time.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** The notification bell's and the chat's labels under a minute. */
  justNow: 'Just now',
  minutesAgo: '{count, plural, one {# minute ago} other {# minutes ago}}',
  hoursAgo: '{count, plural, one {# hour ago} other {# hours ago}}',
  daysAgo: '{count, plural, one {# day ago} other {# days ago}}',
  /** The chat's shorter labels (spec point 4). */
  minutesAgoShort: '{count}m ago',
  hoursAgoShort: '{count}h ago',
  daysAgoShort: '{count}d ago',
} as const;
