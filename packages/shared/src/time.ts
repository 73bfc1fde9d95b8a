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
