import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migrateUpTo, migrationEngine, type Engine } from '../test/migration-kit';

/**
 * Migration 0041 on a database with consent already given and withdrawn: the rows written
 * before it keep the order they were read in (time, then id) and the count goes on after them.
 * Hand-edited (an append-only table numbered in place), so run on PGlite and on PostgreSQL.
 */

const TARGET = '0041_consent_order';
const USER = '00000000-0000-4000-8000-000000000001';
/** Written out of time order on purpose: the numbering must follow time, not the table. */
const EARLIER_ROWS = [
  ['00000000-0000-4000-8000-0000000000c3', 'share_questionnaires', false, '2026-03-01T10:00:02Z'],
  ['00000000-0000-4000-8000-0000000000c1', 'share_questionnaires', true, '2026-03-01T10:00:00Z'],
  ['00000000-0000-4000-8000-0000000000c2', 'terms', true, '2026-03-01T10:00:01Z'],
] as const;

describe('migration 0041 (consent in the order it was received)', () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await migrationEngine('migration_0041');
    await migrateUpTo(engine, TARGET);
    await engine.query(
      `insert into users (id, email, name) values ('${USER}', 'asha@example.com', 'Asha')`,
    );
    const values = EARLIER_ROWS.map(
      ([id, purpose, granted, at]) => `('${id}', '${USER}', '${purpose}', ${granted}, '${at}')`,
    );
    await engine.query(
      `insert into consent_events (id, user_id, purpose, granted, at) values ${values.join(',')}`,
    );
    await applyMigration(engine, TARGET);
  }, 120_000);

  afterAll(() => engine?.close());

  it('numbers the rows already there by their time, and later ones after them', async () => {
    await engine.query(`
      insert into consent_events (id, user_id, purpose, granted, at) values
        ('00000000-0000-4000-8000-0000000000c4', '${USER}', 'share_questionnaires', true,
         '2026-01-01T00:00:00Z')`);
    const rows = await engine.query<{ id: string; seq: string }>(
      `select id, seq from consent_events order by seq`,
    );
    expect(rows.map((row) => [row.id.slice(-2), Number(row.seq)])).toEqual([
      ['c1', 1],
      ['c2', 2],
      ['c3', 3],
      // Written last with an earlier time (an instance whose clock is behind): still last.
      ['c4', 4],
    ]);
  });

  it('stays append-only, and the database alone gives the numbers', async () => {
    await expect(
      engine.query(`update consent_events set granted = true where purpose = 'terms'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      engine.query(`
        insert into consent_events (id, user_id, purpose, granted, at, seq) values
          ('00000000-0000-4000-8000-0000000000c5', '${USER}', 'terms', true, now(), 1)`),
    ).rejects.toThrow(/seq/);
  });
});
