import { formatClockTime, formatSlotDate } from '@solace/shared';

/** When something happened to a clinical record, in the reader's zone: "3 March, 6:02 PM". */
export function clinicalWhen(at: Date): string {
  return `${formatSlotDate(at)}, ${formatClockTime(at)}`;
}
