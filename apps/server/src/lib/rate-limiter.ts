import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';

export interface LimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
  /** Once the limit is reached, block for this long from the last hit (defaults to the window). */
  blockMs?: number;
}

/**
 * Fixed-window counters kept in the database, so every server instance counts the same hits.
 * `hit` counts one attempt atomically; `isBlocked` asks without counting.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; `exceeded` when this attempt is past the allowance. */
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
    if (count >= rule.limit && rule.blockMs !== undefined) {
      const blockedUntil = new Date(now.getTime() + rule.blockMs);
      await this.db
        .update(rateLimits)
        .set({ resetAt: blockedUntil })
        .where(eq(rateLimits.key, key));
    }
    return { count, exceeded: count > rule.limit };
  }

  /** True when the key has used up its window (without counting this question). */
  async isBlocked(key: string, rule: LimitRule): Promise<boolean> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    return !!row && row.resetAt > this.clock.now() && row.count >= rule.limit;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
