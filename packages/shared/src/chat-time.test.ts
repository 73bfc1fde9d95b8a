import { describe, expect, it } from 'vitest';
import { chatTimeLabel } from './relative-time';

const now = Date.UTC(2026, 0, 10, 12);

describe('chatTimeLabel', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000 + 59_999, '59m ago'],
    [3_600_000, '1h ago'],
    [23 * 3_600_000 + 3_599_999, '23h ago'],
    [86_400_000, '1d ago'],
    [40 * 86_400_000, '40d ago'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(chatTimeLabel(now - elapsed, now)).toBe(label);
  });

  it('reads a time a little ahead (clock skew) as Just now', () => {
    expect(chatTimeLabel(now + 5_000, now)).toBe('Just now');
  });
});
