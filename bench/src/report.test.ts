import { describe, expect, it } from 'vitest';
import { renderResults, type Results } from './report';

const measure = (rps: number, p99: number, errors = 0) => ({
  requests: 1000,
  rps,
  p50: p99 / 2,
  p99,
  errors,
});

function results(overrides: Partial<Results>): Results {
  return {
    date: new Date('2026-11-22T06:00:00Z'),
    seconds: 200,
    machine: 'Test CPU, 2 cores',
    reads: [],
    bookings: [],
    homePage: undefined,
    pageLoad: [],
    start: { freshMs: 2000, restartMs: 1500 },
    growth: [],
    extra: [],
    ...overrides,
  };
}

const booking = {
  attempted: 1000,
  booked: 1000,
  errors: 0,
  perSecond: 600,
  p50: 50,
  p99: 90,
  distinctIds: 1000,
  raceWinners: 1,
  racers: 20,
  serverCpuMs: 1.2,
  mailsLagSeconds: 0.4,
  integrity: { ok: true, problems: [] },
};

/** The goal column of the table row that starts with `first`. */
function goalOf(markdown: string, first: string): string {
  const row = markdown.split('\n').find((line) => line.startsWith(`| ${first}`));
  if (!row) throw new Error(`no row for ${first}`);
  return row.split('|').at(-2)!.trim();
}

describe('the results', () => {
  it('say the date and the machine', () => {
    const md = renderResults(results({}));
    expect(md).toContain('Measured 2026-11-22 06:00 UTC');
    expect(md).toContain('Machine: Test CPU, 2 cores.');
  });

  it('meet the read goal only at half the ceiling or more, p99 under 25 ms, no errors', () => {
    const md = renderResults(
      results({
        reads: [
          {
            request: 'GET /a',
            database: 'PGlite',
            solace: measure(6000, 10),
            ceiling: measure(10000, 3),
            cachesOff: measure(3000, 20),
          },
          {
            request: 'GET /b',
            database: 'PGlite',
            solace: measure(4000, 10),
            ceiling: measure(10000, 3),
          },
          {
            request: 'GET /c',
            database: 'PGlite',
            solace: measure(6000, 30),
            ceiling: measure(10000, 3),
          },
          {
            request: 'GET /d',
            database: 'PGlite',
            solace: measure(6000, 10, 1),
            ceiling: measure(10000, 3),
          },
        ],
      }),
    );
    expect(goalOf(md, '`GET /a`')).toBe('yes');
    expect(md).toContain('| 60% |');
    // What the caches buy: the same read with READ_CACHES=off, side by side.
    expect(md).toContain('| 3,000 | 20 | ×2.00 |');
    expect(goalOf(md, '`GET /b`')).toBe('**no**');
    expect(goalOf(md, '`GET /c`')).toBe('**no**');
    expect(goalOf(md, '`GET /d`')).toBe('**no**');
  });

  it('hold bookings on PostgreSQL to 500 a second, exactly once; PGlite is for the record', () => {
    const md = renderResults(
      results({
        bookings: [
          { ...booking, database: 'PGlite', perSecond: 100 },
          { ...booking, database: 'PostgreSQL' },
        ],
      }),
    );
    expect(goalOf(md, 'PGlite')).toBe('for the record');
    expect(goalOf(md, 'PostgreSQL')).toBe('yes');
    const twice = renderResults(
      results({
        bookings: [
          {
            ...booking,
            database: 'PostgreSQL',
            integrity: { ok: false, problems: ['slots with two active bookings: 1, expected 0'] },
          },
        ],
      }),
    );
    expect(twice).toContain('**no**: slots with two active bookings: 1, expected 0');
    expect(goalOf(twice, 'PostgreSQL')).toBe('**no**');
  });

  it('hold the home page to 180 KB gzip and the start to 3 s', () => {
    const md = renderResults(
      results({
        homePage: { chunks: 3, raw: 500_000, gzip: 190 * 1024, brotli: 130 * 1024 },
        start: { freshMs: 3200, restartMs: 1000 },
      }),
    );
    expect(md).toContain('| 3 | 488.3 | 190.0 | 130.0 | **no** |');
    expect(md).toContain('| 3.20 s | 1.00 s | **no** |');
  });

  it('hold each growing list to 2× between 100 and 10,000 rows', () => {
    const latency = (p50: number, p99: number, errors = 0) => ({ p50, p99, errors });
    const md = renderResults(
      results({
        growth: [
          { read: 'GET /a', database: 'PGlite', small: latency(1, 2), large: latency(1.5, 5) },
          { read: 'GET /b', database: 'PGlite', small: latency(1, 2), large: latency(2.5, 3) },
          { read: 'GET /c', database: 'PGlite', small: latency(1, 2), large: latency(1, 2, 3) },
        ],
      }),
    );
    expect(md).toContain('| `GET /a` | PGlite | 1 / 2 | 1.5 / 5 | 1.50× (2.50×) | yes |');
    expect(md).toContain('| `GET /b` | PGlite | 1 / 2 | 2.5 / 3 | 2.50× (1.50×) | **no** |');
    expect(md).toContain('1.00× (1.00×) | **no** (3 errors) |');
  });

  it('hold the public pages to FCP 1.5 s, LCP 2.5 s and a card clickable within 5 s', () => {
    const row = {
      loads: 3,
      fcpMs: 900,
      lcpMs: 1200,
      clickableMs: 4000,
      hydratedMs: 6000,
      scriptKb: 150,
    };
    const md = renderResults(
      results({
        pageLoad: [
          { page: '/', ...row },
          { page: '/doctors', ...row, clickableMs: 5200 },
        ],
      }),
    );
    expect(md).toContain('| `/` | 3 | 0.90 s | 1.20 s | 4.00 s | 6.00 s | 150.0 | yes |');
    expect(md).toContain('| `/doctors` | 3 | 0.90 s | 1.20 s | 5.20 s | 6.00 s | 150.0 | **no** |');
    expect(renderResults(results({}))).toContain('Not measured in this run.');
  });
});
