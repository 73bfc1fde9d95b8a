/**
 * Exactly once, checked in the database after the server has stopped (the embedded database
 * is the server's alone while it runs): one active booking per slot, as many as were answered
 * 200, and each with its whole write (two history lines, two notifications, three reminder jobs:
 * a day, an hour (the text) and a quarter of an hour ahead) and its two confirmation e-mails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, sql } from '@solace/server';

export interface Integrity {
  ok: boolean;
  problems: string[];
}

export async function checkExactlyOnce(
  env: Record<string, string>,
  expectedBookings: number,
): Promise<Integrity> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: `${env.DATA_DIR}/db`,
    migrate: false,
  });
  const count = async (query: string) => {
    const result = (await database.db.execute(sql.raw(query))) as unknown as {
      rows: { n: number | string }[];
    };
    return Number(result.rows[0]!.n);
  };
  const problems: string[] = [];
  const expect = (what: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
  };
  try {
    const booked = await count(`select count(*) as n from bookings where status = 'booked'`);
    expect('active bookings', booked, expectedBookings);
    expect(
      'slots with two active bookings',
      await count(
        `select count(*) as n from (select slot_id from bookings where status = 'booked'
         group by slot_id having count(*) > 1) twice`,
      ),
      0,
    );
    expect('history lines', await count(`select count(*) as n from activity_log`), 2 * booked);
    expect('notifications', await count(`select count(*) as n from notifications`), 2 * booked);
    expect('reminder jobs', await count(`select count(*) as n from reminder_jobs`), 3 * booked);
  } finally {
    await database.close();
  }
  const outbox = path.join(env.DATA_DIR!, 'outbox');
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  expect('confirmation e-mails', mails, 2 * expectedBookings);
  return { ok: problems.length === 0, problems };
}
