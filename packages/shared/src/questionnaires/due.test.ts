import { describe, expect, it } from 'vitest';
import { MEASURE_EVERY_SESSIONS } from '../constants';
import { isQuestionnaireDue, questionnaireDueReason, type DueQuestion } from './due';

const now = new Date('2026-12-01T09:00:00Z');
const startsAt = new Date('2026-12-02T09:00:00Z');
const before = (sessionNumber: number, more: Partial<DueQuestion> = {}): DueQuestion => ({
  sessionNumber,
  therapistAsked: false,
  answered: false,
  startsAt,
  now,
  ...more,
});

describe('when a questionnaire is due before a session', () => {
  it('measures every 4 sessions by default', () => {
    expect(MEASURE_EVERY_SESSIONS).toBe(4);
  });

  it('is due before the first session with a therapist, then every 4th after it', () => {
    const due = Array.from({ length: 13 }, (_, index) => index + 1).filter((number) =>
      isQuestionnaireDue(before(number)),
    );
    expect(due).toEqual([1, 5, 9, 13]);
    expect(questionnaireDueReason(before(1))).toBe('first-session');
    expect(questionnaireDueReason(before(5))).toBe('interval');
    expect(questionnaireDueReason(before(4))).toBeNull();
  });

  it('follows another interval when given one', () => {
    const due = [1, 2, 3, 4, 5].filter((number) =>
      isQuestionnaireDue(before(number, { every: 2 })),
    );
    expect(due).toEqual([1, 3, 5]);
  });

  it('is due whenever the therapist asked', () => {
    expect(questionnaireDueReason(before(2, { therapistAsked: true }))).toBe('therapist-asked');
    expect(questionnaireDueReason(before(1, { therapistAsked: true }))).toBe('first-session');
  });

  it('is no longer due once answered, or once the session has started', () => {
    expect(isQuestionnaireDue(before(1, { answered: true }))).toBe(false);
    expect(isQuestionnaireDue(before(2, { therapistAsked: true, answered: true }))).toBe(false);
    expect(isQuestionnaireDue(before(1, { now: startsAt }))).toBe(false);
    expect(isQuestionnaireDue(before(1, { now: new Date(startsAt.getTime() - 1) }))).toBe(true);
  });

  it.each([0, -1, 1.5])('refuses session number %d', (sessionNumber) => {
    expect(() => questionnaireDueReason(before(sessionNumber))).toThrow(RangeError);
  });

  it('refuses an interval below 1', () => {
    expect(() => questionnaireDueReason(before(2, { every: 0 }))).toThrow(RangeError);
  });
});
