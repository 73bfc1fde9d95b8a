import { formatClockTime, formatSlotDate, viewerTimeZone } from '@solace/shared';
import { useAuth } from '../../lib/auth/use-auth';

/**
 * The zone the console writes times in: the administrator's own, as chosen in their profile
 * (this browser's until they choose). Name it under the times with TimeZoneNote.
 */
export function useConsoleZone(): string {
  const { user } = useAuth();
  return user?.timeZone ?? viewerTimeZone();
}

/** A moment in `zone` and the page's language, as the app writes one: "March 5, 2026, 9:00 AM". */
export function when(iso: string, zone: string): string {
  const date = new Date(iso);
  return `${formatSlotDate(date, zone)}, ${formatClockTime(date, zone)}`;
}
