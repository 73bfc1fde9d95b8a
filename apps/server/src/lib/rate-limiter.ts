import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';

export interface LimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

/**
 * Growing delays instead of a hard lock: `free` attempts, then each further attempt must wait
 * twice as long as the one before (from `baseDelayMs` up to `maxDelayMs`). The count is
 * forgotten after `quietMs` without an attempt.
 */
export interface ThrottleRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  quietMs: number;
}

type ThrottleAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counters kept in the database, so every server instance counts the same attempts. Each
 * attempt is counted before the work it guards (a password check, a mail), atomically: of any
 * number of simultaneous attempts, only those within the allowance go through.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Fixed window: counts one attempt; `exceeded` when this attempt is past the allowance. */
  async hit(key: string, rule: LimitRule): Promise<{ count: number; exceeded: boolean }> {
    const now = this.clock.now();
    const windowEnd = new Date(now.getTime() + rule.windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${windowEnd} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    const count = row?.count ?? 1;
    return { count, exceeded: count > rule.limit };
  }

  /** Growing delays: counts one attempt if it may be made now (row-locked, so atomic). */
  attempt(key: string, rule: ThrottleRule): Promise<ThrottleAnswer> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key, count: 0, resetAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
      const forgotten = !row || row.resetAt <= now;
      const blockedUntil = forgotten ? null : row.blockedUntil;
      if (blockedUntil && blockedUntil > now) {
        return { allowed: false, retryAfterMs: blockedUntil.getTime() - now.getTime() };
      }
      const count = (forgotten ? 0 : row.count) + 1;
      const over = count - rule.free;
      const delay = over >= 0 ? Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over) : 0;
      await tx
        .update(rateLimits)
        .set({
          count,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
          resetAt: new Date(now.getTime() + delay + rule.quietMs),
        })
        .where(eq(rateLimits.key, key));
      return { allowed: true as const };
    });
  }

  /** Gives back one counted attempt that turned out to be legitimate (a right password). */
  async refund(key: string, rule: ThrottleRule): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({
        count: sql`greatest(${rateLimits.count} - 1, 0)`,
        blockedUntil: sql`case when ${rateLimits.count} - 1 < ${rule.free} then null else ${rateLimits.blockedUntil} end`,
      })
      .where(eq(rateLimits.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Forgets counters whose window and block are over: the table does not grow for ever. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const removed = await this.db
      .delete(rateLimits)
      .where(
        and(
          lte(rateLimits.resetAt, now),
          or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, now)),
        ),
      )
      .returning({ key: rateLimits.key });
    return removed.length;
  }
}
