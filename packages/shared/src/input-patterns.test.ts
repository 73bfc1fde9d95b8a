import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './constants';
import { INPUT_PATTERNS } from './input-patterns';

/** The shared package is typed without Node or the DOM; both have this clock. */
declare const performance: { now(): number };

const SIZE = 10 * 1024;
const fill = (unit: string, prefix = '', suffix = '') =>
  prefix + unit.repeat(Math.ceil((SIZE - prefix.length - suffix.length) / unit.length)) + suffix;

/**
 * Attack strings for the usual ways a pattern backtracks: a long run its quantifiers can share
 * (dots and at signs for the e-mail, digits for the phones and times), then a character that
 * makes the whole match fail at the very end.
 */
const WORST_CASES = [
  fill('.', 'a@', '@'),
  fill('.@', 'a@'),
  fill('a.', 'a@', ' '),
  fill('@'),
  fill('a', '', '@'),
  fill('a', 'a@a.', ' '),
  fill('1', '+', 'x'),
  fill('1', '', 'x'),
  fill('9', '2024-01-01T00:00:00.', 'x'),
  fill('0', '2024-01-01T00:00:00.', 'Z'),
  fill('a-', '00000000-0000-4000-8000-'),
  fill(' '),
  fill('\u00e9'),
  fill('a', '', '\u0000'),
];

function slowestMs(pattern: RegExp): number {
  pattern.test('warm-up@solace.example'); // compile before timing
  let slowest = 0;
  for (const input of WORST_CASES) {
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      pattern.test(input);
      best = Math.min(best, performance.now() - started);
    }
    slowest = Math.max(slowest, best);
  }
  return slowest;
}

describe('ReDoS guard: every pattern run on input', () => {
  it.each(Object.entries(INPUT_PATTERNS))(
    '%s answers a worst-case 10 KB string in under 10 ms',
    (_, pattern) => {
      expect(WORST_CASES.every((input) => input.length >= SIZE)).toBe(true);
      expect(slowestMs(pattern)).toBeLessThan(10);
    },
  );

  it('lists the patterns zod runs for ids and date-times', () => {
    expect(z.uuid()._zod.def.pattern?.source).toBe(INPUT_PATTERNS.uuid?.source);
    expect(z.iso.datetime({ offset: true })._zod.def.pattern?.source).toBe(
      INPUT_PATTERNS.isoDateTime?.source,
    );
  });
});

describe('EMAIL_PATTERN', () => {
  /** The spec's own pattern, which backtracks: kept here only to prove the meaning unchanged. */
  // eslint-disable-next-line regexp/no-super-linear-backtracking
  const SPEC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly what the spec pattern accepts (every string of up to 7 characters)', () => {
    const alphabet = ['a', '.', '@', ' ', '\t'];
    let strings = [''];
    let compared = 0;
    for (let length = 1; length <= 7; length++) {
      strings = strings.flatMap((s) => alphabet.map((c) => s + c));
      for (const s of strings) {
        if (EMAIL_PATTERN.test(s) !== SPEC_EMAIL.test(s))
          expect.fail(`disagree on ${JSON.stringify(s)}`);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(90_000);
  });
});
