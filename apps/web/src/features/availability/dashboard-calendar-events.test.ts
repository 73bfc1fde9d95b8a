import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  groupDashboardEventsByDay,
  SLOT_COLOURS,
  dashboardEventStyle,
  toDashboardEvent,
  toDashboardEvents,
} from './dashboard-calendar-events';
import { slotAt } from './test-slots';

const now = new Date(2025, 2, 10, 12, 0);

function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('dashboard calendar events', () => {
  it('titles available, expired and booked slots, with the client fallbacks', () => {
    const available = toDashboardEvent(slotAt('a', new Date(2025, 2, 11, 9)), now);
    const expired = toDashboardEvent(
      slotAt('e', new Date(2025, 2, 9, 9), { status: 'expired' }),
      now,
    );
    const booked = toDashboardEvent(
      slotAt('b', new Date(2025, 2, 11, 10), { status: 'booked', client_name: 'Ravi Kumar' }),
      now,
    );
    const anonymous = toDashboardEvent(
      slotAt('n', new Date(2025, 2, 11, 11), { status: 'booked' }),
      now,
    );
    expect([available.title, expired.title, booked.title, anonymous.title]).toEqual([
      'Available',
      'Expired',
      'Ravi Kumar',
      'Unknown Client',
    ]);
    expect(available.start).toEqual(new Date(2025, 2, 11, 9));
    expect(available.end).toEqual(new Date(2025, 2, 11, 9, 50));
    expect(booked.status).toBe('booked');
  });

  it('treats an available slot that has started since as expired', () => {
    const started = slotAt('s', new Date(2025, 2, 10, 11, 30));
    expect(effectiveStatus(started, now)).toBe('expired');
    expect(toDashboardEvent(started, now).title).toBe('Expired');
    // A booked slot stays booked (its details stay reachable).
    expect(effectiveStatus({ ...started, status: 'booked' }, now)).toBe('booked');
  });

  it('merges both lists, earliest first', () => {
    const events = toDashboardEvents(
      {
        available: [slotAt('late', new Date(2025, 2, 12, 9)), slotAt('x', new Date(2025, 2, 9, 9))],
        booked: [slotAt('mid', new Date(2025, 2, 11, 9), { status: 'booked' })],
      },
      now,
    );
    expect(events.map((event) => event.id)).toEqual(['x', 'mid', 'late']);
  });

  it('colours available green, expired grey and booked orange-red, text readable on each', () => {
    const style = (status: 'available' | 'expired' | 'booked') =>
      dashboardEventStyle(toDashboardEvent(slotAt('s', new Date(2025, 2, 11, 9), { status }), now))
        .style;
    expect(style('available').backgroundColor).toBe('#2E7D4F');
    expect(style('expired').backgroundColor).toBe('#5F6368');
    expect(style('booked').backgroundColor).toBe('#C2410C');
    for (const { background, text } of Object.values(SLOT_COLOURS)) {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(style('booked').color).toBe(SLOT_COLOURS.booked.text);
  });

  it('groups sorted events by local day', () => {
    const events = toDashboardEvents(
      {
        available: [
          slotAt('a', new Date(2025, 2, 11, 9)),
          slotAt('b', new Date(2025, 2, 11, 23)),
          slotAt('c', new Date(2025, 2, 12, 0, 30)),
        ],
        booked: [],
      },
      now,
    );
    const days = groupDashboardEventsByDay(events);
    expect(days.map((day) => [day.key, day.events.map((event) => event.id)])).toEqual([
      ['2025-03-11', ['a', 'b']],
      ['2025-03-12', ['c']],
    ]);
  });
});
