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
}

/**
 * Runs `work` in one transaction. A throw anywhere rolls back every write and drops every
 * effect. Effects run after commit without being awaited (a slow mail server never holds up
 * an answer); their failures are logged, since the change itself has already happened.
 */
export async function inTransaction<T>(
  ctx: { db: Db; log: FastifyBaseLogger },
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await ctx.db.transaction((tx) =>
    work({ db: tx as unknown as Db, afterCommit: (effect) => void effects.push(effect) }),
  );
  for (const effect of effects) {
    void Promise.resolve()
      .then(effect)
      .catch((err: unknown) => ctx.log.error({ err }, 'after-commit effect failed'));
  }
  return result;
}
