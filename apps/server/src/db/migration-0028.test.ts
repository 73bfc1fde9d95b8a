import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migrateUpTo, migrationEngine, type Engine } from '../test/migration-kit';

/**
 * Migration 0028 on a database that has plans already (issue 26): each price is kept, as minor
 * units, before the column is required; the spec's seeded plans get their sessions and
 * validity. Run on PGlite, or on the PostgreSQL server of DATABASE_URL (in a database of its
 * own, dropped after), since the hand-edited backfill must work on both.
 */

const TARGET = '0028_payments';

describe('migration 0028 (payments) on a database with plans', () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await migrationEngine('migration_0028');
    await migrateUpTo(engine, TARGET);
    await engine.query(`
      insert into plans (id, name, price_rupees, period, description, features, sort_order) values
        ('weekly', 'Weekly', 1400, 'week', 'A week.', '["Four sessions"]', 2),
        ('monthly', 'Monthly', 4999, 'month', 'A month.', '["Sixteen sessions"]', 3),
        ('family', 'Family', 2750, 'month', 'An operator''s own.', '["Anything"]', 4)`);
    await applyMigration(engine, TARGET);
  }, 120_000);

  afterAll(() => engine?.close());

  it('keeps every price as minor units, in INR and on sale, and drops the rupee column', async () => {
    const rows = await engine.query<Record<string, unknown>>(
      `select id, price_minor, currency, on_sale from plans order by sort_order`,
    );
    expect(rows).toEqual([
      { id: 'weekly', price_minor: 140000, currency: 'INR', on_sale: true },
      { id: 'monthly', price_minor: 499900, currency: 'INR', on_sale: true },
      { id: 'family', price_minor: 275000, currency: 'INR', on_sale: true },
    ]);
    const columns = await engine.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'plans'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('price_rupees');
  });

  it("gives the spec's plans their sessions and validity, and others the defaults", async () => {
    const rows = await engine.query<Record<string, unknown>>(
      `select id, sessions_included, validity_days from plans order by sort_order`,
    );
    expect(rows).toEqual([
      { id: 'weekly', sessions_included: 4, validity_days: 7 },
      { id: 'monthly', sessions_included: 16, validity_days: 31 },
      { id: 'family', sessions_included: 1, validity_days: 30 },
    ]);
  });

  it('refuses a price of zero and a currency that is not a code', async () => {
    await expect(
      engine.query(`update plans set price_minor = 0 where id = 'family'`),
    ).rejects.toThrow(/plans_price_positive/);
    await expect(
      engine.query(`update plans set currency = 'inr' where id = 'family'`),
    ).rejects.toThrow(/plans_currency_code/);
  });

  it('numbers receipts from a sequence and keeps a plan that a payment names', async () => {
    const [first] = await engine.query<{ n: string }>(`select nextval('receipt_number_seq') as n`);
    expect(Number(first!.n)).toBe(1);
    await engine.query(`
      insert into payments (payer_name, payer_email, kind, plan_id, provider, provider_order_id,
        amount_minor, currency, description)
      values ('Asha', 'asha@example.com', 'plan', 'family', 'test', 'order_1', 275000, 'INR',
        'Family plan')`);
    await expect(engine.query(`delete from plans where id = 'family'`)).rejects.toThrow(
      /payments_plan_id_plans_id_fk/,
    );
    // The same provider order twice is one payment.
    await expect(
      engine.query(`
        insert into payments (payer_name, payer_email, kind, plan_id, provider, provider_order_id,
          amount_minor, currency, description)
        values ('Asha', 'asha@example.com', 'plan', 'family', 'test', 'order_1', 275000, 'INR',
          'Family plan')`),
    ).rejects.toThrow(/payments_provider_order_idx/);
  });
});
