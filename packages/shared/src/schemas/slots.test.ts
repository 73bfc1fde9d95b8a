import { describe, expect, it } from 'vitest';
import { addSlotsRequestSchema, splitIntoSessions } from './slots';

describe('splitIntoSessions', () => {
  const day = (time: string) => new Date(`2030-06-03T${time}:00`);

  it('splits 09:00 to 17:00 into 50-minute sessions with 10-minute breaks', () => {
    const slots = splitIntoSessions(day('09:00'), day('17:00'), 50, 10);
    expect(slots).toHaveLength(8);
    expect(new Date(slots[0]!.start_time)).toEqual(day('09:00'));
    expect(new Date(slots[0]!.end_time)).toEqual(day('09:50'));
    expect(new Date(slots[1]!.start_time)).toEqual(day('10:00'));
    expect(new Date(slots[7]!.end_time)).toEqual(day('16:50'));
  });

  it('leaves out a session that would run past the end', () => {
    expect(splitIntoSessions(day('09:00'), day('10:40'), 50, 0)).toHaveLength(2);
    expect(splitIntoSessions(day('09:00'), day('10:39'), 50, 0)).toHaveLength(1);
  });

  it('repeats the day weekly at the same wall-clock time', () => {
    const slots = splitIntoSessions(day('09:00'), day('11:00'), 60, 0, 2);
    expect(slots).toHaveLength(6);
    const third = new Date(slots[4]!.start_time);
    expect([third.getDate(), third.getHours()]).toEqual([17, 9]);
  });
});

describe('addSlotsRequestSchema', () => {
  const slot = (start: string, end: string) => ({ start_time: start, end_time: end });

  it('takes ISO date-times of 10 minutes to 8 hours, start before end', () => {
    expect(
      addSlotsRequestSchema.safeParse({
        slots: [slot('2030-01-01T09:00:00Z', '2030-01-01T09:50:00Z')],
      }).success,
    ).toBe(true);
    const messageOf = (slots: unknown) => {
      const r = addSlotsRequestSchema.safeParse({ slots });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(messageOf([slot('2030-01-01T10:00:00Z', '2030-01-01T09:00:00Z')])).toBe(
      'End time must be after start time',
    );
    expect(messageOf([slot('2030-01-01T09:00:00Z', '2030-01-01T09:05:00Z')])).toBe(
      'A slot must last from 10 minutes to 8 hours.',
    );
    expect(messageOf([slot('2030-01-01T09:00:00Z', '2030-01-01T17:01:00Z')])).toBe(
      'A slot must last from 10 minutes to 8 hours.',
    );
    expect(messageOf([slot('tomorrow at nine', '2030-01-01T09:50:00Z')])).toBe(
      'Times must be ISO date-times.',
    );
    expect(messageOf([])).toBe('Add at least one slot.');
    expect(
      messageOf(
        Array.from({ length: 501 }, () => slot('2030-01-01T09:00:00Z', '2030-01-01T09:50:00Z')),
      ),
    ).toBe('At most 500 slots can be added at once.');
  });
});
