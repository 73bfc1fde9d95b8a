import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { startPgliteThread } from './pglite-thread';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

describe('the PGlite thread', () => {
  it('fails queries once the thread is gone, instead of leaving them waiting', async () => {
    const thread = await startPgliteThread({ dataDir: undefined, migrate: true, migrationsFolder });
    const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: thread.connect });
    const lost: Error[] = [];
    pool.on('error', (err) => lost.push(err));
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await thread.close(); // the worker exits, as it would if it died
    const failure = await pool.query('select 1').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    // The error handler answers it with a 503, not a 500.
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await pool.end();
  });

  it('keeps nothing of what it answered: far more than its heap is read through it', async () => {
    // PGlite's execProtocolRawSync kept every answer, parsed, for good: 20 answers of 16 MB
    // through a 64 MB heap ran the thread out of memory (docs/decisions/0018-embedded-memory.md).
    const thread = await startPgliteThread({
      dataDir: undefined,
      migrate: false,
      migrationsFolder,
      heapLimitMb: 64,
    });
    const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: thread.connect });
    pool.on('error', () => {}); // a thread that runs out of memory fails the query below
    try {
      for (let i = 0; i < 20; i += 1) {
        const { rows } = await pool.query<{ n: number; text: string }>(
          `select n, repeat('x', 1000) as text from generate_series(1, 16000) as n`,
        );
        expect(rows).toHaveLength(16000);
        expect(rows[15999]).toEqual({ n: 16000, text: 'x'.repeat(1000) });
      }
    } finally {
      await pool.end();
      await thread.close();
    }
  });

  it('gives a new database from the cached template every migration, without migrating it', async () => {
    // The first thread makes the template if there is none (written before it closes).
    const first = await startPgliteThread({ dataDir: undefined, migrate: true, migrationsFolder });
    await first.close();
    const thread = await startPgliteThread({ dataDir: undefined, migrate: true, migrationsFolder });
    const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: thread.connect });
    try {
      const { rows } = await pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBe(journalEntries());
      // The latest migration's column is there (0016: bookings.revision).
      const revision = await pool.query(
        `select 1 from information_schema.columns where table_name = 'bookings' and column_name = 'revision'`,
      );
      expect(revision.rowCount).toBe(1);
    } finally {
      await pool.end();
      await thread.close();
    }
  });

  it('unpacks the template into a new data folder on disk: migrated, owner-only, nothing left beside it', async () => {
    const first = await startPgliteThread({ dataDir: undefined, migrate: true, migrationsFolder });
    await first.close(); // the template exists from here on
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-template-'));
    const dataDir = path.join(parent, 'db');
    const thread = await startPgliteThread({ dataDir, migrate: true, migrationsFolder });
    const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, stream: thread.connect });
    try {
      const { rows } = await pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBe(journalEntries());
      expect(fs.readdirSync(parent)).toEqual(['db']);
      // What the template made (PostgreSQL's own later files follow the umask, main.ts's 0077).
      const modes = [
        '',
        'PG_VERSION',
        'base',
        'base/1/1255',
        'pg_wal/000000010000000000000001',
      ].map((name) => (fs.statSync(path.join(dataDir, name)).mode & 0o777).toString(8));
      expect(modes).toEqual(['700', '600', '700', '600', '600']);
    } finally {
      await pool.end();
      await thread.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});

function journalEntries(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}
