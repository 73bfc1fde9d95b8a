import { formatClockTime, formatSlotDate } from '@solace/shared';

/** "March 5, 2025, 9:00 AM": when a therapist's next free session starts, in the viewer's zone. */
export function formatSlotStart(start: Date): string {
  return `${formatSlotDate(start)}, ${formatClockTime(start)}`;
}

/** A card's line about the next free session: "Next free: …" or that none is open yet. */
export function nextFreeText(nextAvailable: string | Date | null): string {
  const start = nextAvailable === null ? null : new Date(nextAvailable);
  if (!start || Number.isNaN(start.getTime())) return NO_FREE_SLOTS;
  return `Next free: ${formatSlotStart(start)}`;
}

export const NO_FREE_SLOTS = 'No free slots yet';
