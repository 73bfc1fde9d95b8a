import { formatClockTime, formatSlotDate, catalogMessages } from '@solace/shared';

/**
 * "March 5, 2025, 9:00 AM": when a therapist's next free session starts, in the viewer's zone
 * (or `timeZone`, see useRenderTimeZone).
 */
export function formatSlotStart(start: Date, timeZone?: string): string {
  return `${formatSlotDate(start, timeZone)}, ${formatClockTime(start, timeZone)}`;
}

/** A card's line about the next free session: "Next free: …" or that none is open yet. */
export function nextFreeText(nextAvailable: string | Date | null, timeZone?: string): string {
  const start = nextAvailable === null ? null : new Date(nextAvailable);
  if (!start || Number.isNaN(start.getTime())) return NO_FREE_SLOTS;
  return catalogMessages.nextFree(formatSlotStart(start, timeZone));
}

export const NO_FREE_SLOTS = catalogMessages.noFreeSlots;
