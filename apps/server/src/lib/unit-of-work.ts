import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/**
 * One database transaction and the side effects that must follow it. Repos write through `db`
 * (the transaction); notifications pushed, e-mails sent and sockets told are registered with
 * `afterCommit` and run only once the transaction has committed: never before, never half.
 */
export interface UnitOfWork {
  db: Db;
  afterCommit(effect: () => unknown): void;
  /**
   * Rows that nothing in this transaction reads back (history lines, notifications, reminder
   * jobs), for the repo's `insert` to write. All of them go to the database together, as one
   * statement, just before the commit: one round trip instead of one each, and one multi-row
   * insert per `insert` however many times it was given rows (a batch of bookings writes one
   * insert of history lines, not one per booking). A failure still rolls the whole change back.
   * They share one snapshot, so none may depend on another's rows.
   */
  insertBeforeCommit<Row>(insert: RowsInsert<Row>, rows: Row[]): void;
  /** Sends the deferred writes now: before a later statement that depends on them. */
  flush(): Promise<void>;
}

/** A repo's insert of several rows of one table, as a query a unit of work sends later. */
export type RowsInsert<Row> = (db: Db, rows: Row[]) => SQLWrapper;

/** The deferred writes as one statement (data-modifying WITH clauses run once, in full). */
async function flushWrites(db: Db, writes: SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await db.execute(writes[0]!.getSQL());
    return;
  }
  // getSQL(): a query builder itself would be put in parentheses, which WITH does not take.
  const clauses = writes.map((write, i) => sql`${sql.identifier(`w${i}`)} as (${write.getSQL()})`);
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`);
}

/**
 * Runs `work` in one transaction. A throw anywhere rolls back every write and drops every
 * effect. Effects run after commit, once the answer has had its turn (setImmediate), without
 * being awaited: a slow mail server never holds up an answer, and rendering mails never
 * delays it. Their failures are logged, since the change itself has already happened.
 */
export async function inTransaction<T>(
  ctx: { db: Db; log: FastifyBaseLogger },
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The rows each repo insert was given, in the order first given.
    const pending = new Map<RowsInsert<never>, unknown[]>();
    const flush = () => {
      const writes = [...pending].map(([insert, rows]) => insert(db, rows as never[]));
      pending.clear();
      return flushWrites(db, writes);
    };
    const value = await work({
      db,
      afterCommit: (effect) => void effects.push(effect),
      insertBeforeCommit: (insert, rows) => {
        if (rows.length === 0) return;
        const given = pending.get(insert as RowsInsert<never>);
        if (given) given.push(...rows);
        else pending.set(insert as RowsInsert<never>, [...rows]);
      },
      flush,
    });
    await flush();
    return value;
  });
  if (effects.length > 0) {
    setImmediate(() => {
      for (const effect of effects) {
        void Promise.resolve()
          .then(effect)
          .catch((err: unknown) => ctx.log.error({ err }, 'after-commit effect failed'));
      }
    });
  }
  return result;
}
