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
});
