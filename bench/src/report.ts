/** The results as Markdown tables, each against the goal: printed and kept in RESULTS.md. */
import type { BookingRun } from './bookings';
import { GROWTH_GOAL_RATIO, GROWTH_SIZES, type GrowthRow } from './growth';
import type { Integrity } from './integrity';
import type { ReadRow } from './reads';
import { CONNECTIONS } from './rounds';
import type { StartTimes } from './start-time';
import type { PageLoadRow } from './page-load';
import type { PageBytes } from './web-bytes';

/** The issues' goals (13; 23 for the home page with React and the page loads). */
const GOALS = {
  shareOfCeiling: 0.5,
  p99Ms: 25,
  bookingsPerSecond: 500,
  homePageGzipKb: 180,
  startSeconds: 3,
  firstContentfulPaintMs: 1500,
  largestContentfulPaintMs: 2500,
  clickableMs: 5000,
};

export interface Results {
  date: Date;
  seconds: number;
  machine: string;
  reads: ReadRow[];
  bookings: (BookingRun & { integrity: Integrity })[];
  homePage: PageBytes | undefined;
  /** Slow-4G loads of the public pages (page-load.ts); empty when not measured. */
  pageLoad: PageLoadRow[];
  start: StartTimes;
  /** Each growing list read at 100 and at 10,000 rows (issue 23); empty when skipped. */
  growth: GrowthRow[];
  /** Rows other benchmarks return (chat, video): shown as they come. */
  extra: { title: string; rows: Record<string, unknown>[] }[];
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '-');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function readsTable(rows: ReadRow[]) {
  return table(
    [
      'request',
      'database',
      'Solace req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'caches off req/s',
      'caches off p99 ms',
      'what the caches buy (on / off)',
      'ceiling req/s',
      'ceiling p99 ms',
      'share of ceiling',
      `goal (≥${GOALS.shareOfCeiling * 100}%, p99 <${GOALS.p99Ms} ms, 0 errors)`,
    ],
    rows.map((r) => {
      const off = r.cachesOff;
      const share = r.ceiling.rps > 0 ? r.solace.rps / r.ceiling.rps : 0;
      const met =
        share >= GOALS.shareOfCeiling && r.solace.p99 < GOALS.p99Ms && r.solace.errors === 0;
      return [
        `\`${r.request}\``,
        r.database,
        int(r.solace.rps),
        ms(r.solace.p50),
        ms(r.solace.p99),
        int(r.solace.errors),
        off ? int(off.rps) : '-',
        off ? ms(off.p99) : '-',
        off && off.rps > 0 ? `×${(r.solace.rps / off.rps).toFixed(2)}` : '-',
        int(r.ceiling.rps),
        ms(r.ceiling.p99),
        `${Math.round(share * 100)}%`,
        mark(met),
      ];
    }),
  );
}

function bookingsTable(runs: Results['bookings']) {
  return table(
    [
      'database',
      'bookings/s',
      'booked / tried',
      'errors',
      'p50 ms',
      'p99 ms',
      'server CPU ms per booking (with its e-mails)',
      'e-mails all out, s after the last answer',
      'one slot, many at once',
      'exactly once (database, e-mails)',
      `goal (≥${GOALS.bookingsPerSecond}/s on PostgreSQL, 0 errors)`,
    ],
    runs.map((r) => {
      const exact = r.integrity.ok && r.distinctIds === r.booked && r.raceWinners === 1;
      const met =
        r.database !== 'PostgreSQL'
          ? 'for the record'
          : mark(r.perSecond >= GOALS.bookingsPerSecond && r.errors === 0 && exact);
      return [
        r.database,
        int(r.perSecond),
        `${int(r.booked)} / ${int(r.attempted)}`,
        int(r.errors),
        ms(r.p50),
        ms(r.p99),
        ms(r.serverCpuMs),
        r.mailsLagSeconds.toFixed(1),
        `${r.raceWinners} of ${r.racers} won`,
        exact ? 'yes' : `**no**: ${r.integrity.problems.join('; ') || 'duplicate answers'}`,
        met,
      ];
    }),
  );
}

function growthTable(rows: GrowthRow[]) {
  const [small, large] = GROWTH_SIZES.map((n) => n.toLocaleString('en-US'));
  const ratio = (a: number, b: number) => (a > 0 ? b / a : NaN);
  return table(
    [
      'read',
      'database',
      `${small} rows p50 / p99 ms`,
      `${large} rows p50 / p99 ms`,
      'ratio p50 (p99)',
      `goal (p50 ≤${GROWTH_GOAL_RATIO}×, 0 errors)`,
    ],
    rows.map((r) => {
      const p50 = ratio(r.small.p50, r.large.p50);
      const p99 = ratio(r.small.p99, r.large.p99);
      const errors = r.small.errors + r.large.errors;
      return [
        `\`${r.read}\``,
        r.database,
        `${ms(r.small.p50)} / ${ms(r.small.p99)}`,
        `${ms(r.large.p50)} / ${ms(r.large.p99)}`,
        `${p50.toFixed(2)}× (${p99.toFixed(2)}×)`,
        mark(p50 <= GROWTH_GOAL_RATIO && errors === 0) + (errors ? ` (${errors} errors)` : ''),
      ];
    }),
  );
}

function pageLoadTable(rows: PageLoadRow[]) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return table(
    [
      'page',
      'loads',
      'first contentful paint',
      'largest contentful paint',
      'a therapist card (booking: first free time) clickable',
      'hydrated by React',
      'scripts as sent KB',
      `goal (FCP ≤${s(GOALS.firstContentfulPaintMs)}, LCP ≤${s(GOALS.largestContentfulPaintMs)}, clickable ≤${s(GOALS.clickableMs)})`,
    ],
    rows.map((row) => [
      `\`${row.page}\``,
      String(row.loads),
      s(row.fcpMs),
      s(row.lcpMs),
      s(row.clickableMs),
      s(row.hydratedMs),
      row.scriptKb.toFixed(1),
      mark(
        row.fcpMs <= GOALS.firstContentfulPaintMs &&
          row.lcpMs <= GOALS.largestContentfulPaintMs &&
          row.clickableMs <= GOALS.clickableMs,
      ),
    ]),
  );
}

function genericTable(rows: Record<string, unknown>[]) {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return table(
    header,
    rows.map((row) => header.map((key) => String(row[key] ?? ''))),
  );
}

export function renderResults(r: Results): string {
  const page = r.homePage;
  const sections = [
    '# Solace benchmark results',
    '',
    `Measured ${r.date.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` ` +
      `in ${Math.round(r.seconds)} s.`,
    '',
    `Machine: ${r.machine}.`,
    '',
    'Each server runs in a process of its own. For the reads, autocannon loads it from a ' +
      'process started fresh for each request compared (the bookings: from the benchmark’s ' +
      `own), at ${CONNECTIONS} connections with a bounded number of requests. The ceiling ` +
      'is a bare `node:http` server in its own process answering the very bytes Solace ' +
      'answered, headers and body. Solace and the ceiling alternate, three rounds each after a ' +
      'warm-up; the medians are shown.',
    '',
    '## Reads',
    '',
    readsTable(r.reads),
    '',
    '## Bookings of distinct slots by distinct clients',
    '',
    bookingsTable(r.bookings),
    '',
    '## Home page JavaScript until it is usable (index.html’s scripts, the home screen’s chunk and all they import)',
    '',
    page
      ? table(
          ['chunks', 'raw KB', 'gzip KB', 'brotli KB', `goal (≤${GOALS.homePageGzipKb} KB gzip)`],
          [
            [
              String(page.chunks),
              kb(page.raw),
              kb(page.gzip),
              kb(page.brotli),
              mark(page.gzip / 1024 <= GOALS.homePageGzipKb),
            ],
          ],
        )
      : 'The web app is not built.',
    '',
    '## Public pages under slow 4G (400 kbps, 400 ms RTT, CPU 4× slower), first visit, Chromium',
    '',
    r.pageLoad.length > 0
      ? 'Each figure is the median of the loads, from the navigation’s start. A card is ' +
        'clickable once its link (a plain `<a href>` in the server’s HTML, followed with or ' +
        'without scripts) is painted, and a booking page’s first free time once its button ' +
        '(a form’s, which opens the page with that time picked) is; React’s hydration of it ' +
        'is shown for the record.\n\n' +
        pageLoadTable(r.pageLoad)
      : 'Not measured in this run.',
    '',
    '## Start: `npm run serve` to a healthy answer (embedded database)',
    '',
    // NaN until measured (run.ts): a run without the 'start' part says so, as the pages' does.
    Number.isNaN(r.start.freshMs)
      ? 'Not measured in this run.'
      : table(
          ['fresh DATA_DIR', 'restart', `goal (<${GOALS.startSeconds} s)`],
          [
            [
              `${(r.start.freshMs / 1000).toFixed(2)} s`,
              `${(r.start.restartMs / 1000).toFixed(2)} s`,
              mark(Math.max(r.start.freshMs, r.start.restartMs) < GOALS.startSeconds * 1000),
            ],
          ],
        ),
  ];
  if (r.growth.length > 0) {
    sections.push(
      '',
      '## Growth: each growing list’s first page at 100 and at 10,000 rows',
      '',
      'One database and server per size, both running; rows written by SQL in bulk, then ' +
        'ANALYZE. One connection on loopback, 50 requests of warm-up, then 400 per read and ' +
        'size in 5 rounds alternating between the sizes; each request’s own time.',
      '',
      growthTable(r.growth),
    );
  }
  for (const { title, rows } of r.extra) {
    if (rows.length > 0) sections.push('', `## ${title}`, '', genericTable(rows));
  }
  return `${sections.join('\n')}\n`;
}
