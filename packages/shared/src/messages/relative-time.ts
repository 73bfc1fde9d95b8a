import { defineMessages } from '#define-messages';
import { words } from '#words/relative-time';

/** How long ago something happened, for the notification bell and the chat (relative-time.ts). */
export const relativeTimeMessages = defineMessages('relativeTime', words, {
  minutesAgo: (count: number) => ({ count }),
  hoursAgo: (count: number) => ({ count }),
  daysAgo: (count: number) => ({ count }),
  minutesAgoShort: (count: number) => ({ count }),
  hoursAgoShort: (count: number) => ({ count }),
  daysAgoShort: (count: number) => ({ count }),
});
