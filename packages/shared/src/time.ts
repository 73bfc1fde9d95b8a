/**
 * Pure date and time wording. Everything is shown in the viewer's own time zone (or the zone
 * given), in the spec's forms: "March 5, 2025" and "9:00 AM - 9:30 AM".
 */

export function formatSlotDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

export function formatClockTime(date: Date, timeZone?: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM; the spec writes a plain one.
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(date)
    .replace(/\u202f/g, ' ');
}

export function formatTimeRange(start: Date, end: Date, timeZone?: string): string {
  return `${formatClockTime(start, timeZone)} - ${formatClockTime(end, timeZone)}`;
}

/** The viewer's zone, named for the page ("Asia/Kolkata"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * The notification bell's labels (spec point 9): 'Just now' under a minute, then minutes, hours
 * and days, and the local date from seven days on.
 */
export function relativeTimeLabel(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return date.toLocaleDateString();
}

/**
 * A chat message's relative time (spec point 4): under 60 s 'Just now', under an hour 'Nm ago',
 * under a day 'Nh ago', otherwise 'Nd ago'. Shorter than the bell's labels, by the spec.
 */
export function chatTimeLabel(time: number, now: number): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
