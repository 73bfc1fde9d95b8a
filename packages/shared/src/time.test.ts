import { describe, expect, it } from 'vitest';
import { formatSlotDate, formatTimeRange } from './time';

describe('slot wording', () => {
  const start = new Date('2025-03-05T03:30:00Z'); // 9:00 in India
  const end = new Date('2025-03-05T04:00:00Z');

  it('names the date like "March 5, 2025" in the given zone', () => {
    expect(formatSlotDate(start, 'Asia/Kolkata')).toBe('March 5, 2025');
    expect(formatSlotDate(start, 'America/Los_Angeles')).toBe('March 4, 2025');
  });

  it('names the range like "9:00 AM - 9:30 AM" in the given zone', () => {
    expect(formatTimeRange(start, end, 'Asia/Kolkata')).toBe('9:00 AM - 9:30 AM');
    expect(formatTimeRange(start, end, 'UTC')).toBe('3:30 AM - 4:00 AM');
  });
});
