import { activeLanguage, activeLocale } from './i18n/catalogue';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { relativeTimeMessages as t } from './messages/relative-time';

/*
 * "5 minutes ago": the bell's and the chat's labels, apart from time.ts, which the first page
 * uses (a bundler keeps a module's exports and their words together: decision note 0031).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The notification bell's labels (spec point 9): 'Just now' under a minute, then minutes, hours
 * and days, and the local date from seven days on.
 */
export function relativeTimeLabel(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return t.daysAgo(Math.floor(elapsed / DAY));
  // In English the runtime's own date form, as before; in Hindi India's.
  return date.toLocaleDateString(
    activeLanguage() === DEFAULT_LANGUAGE ? undefined : activeLocale(),
  );
}

/**
 * A chat message's relative time (spec point 4): under 60 s 'Just now', under an hour 'Nm ago',
 * under a day 'Nh ago', otherwise 'Nd ago'. Shorter than the bell's labels, by the spec.
 */
export function chatTimeLabel(time: number, now: number): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgoShort(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.hoursAgoShort(Math.floor(elapsed / HOUR));
  return t.daysAgoShort(Math.floor(elapsed / DAY));
}
