import { sql } from 'drizzle-orm';
import type { AppContext } from './app-context';
import { forgetStalePlaces } from './features/accounts/login.service';
import { deleteExpiredPendingSignups } from './features/accounts/pending-signups.repo';
import { forgetSentMails } from './features/outbox/outbox.service';
import { purgeExpiredRecords } from './features/records/retention.service';

const HOUR = 3600_000;

/**
 * Forgets what has outlived its use: finished rate-limit counters, long-unused trusted places,
 * the outbox's record of mails sent a month ago, sign-ups whose link expired unused (their name,
 * phone and password hash), and deleted clients' clinical records whose retention ran out
 * (RECORDS_RETENTION_YEARS; the issue asks for a daily purge: hourly costs one index probe and
 * keeps no record past its term). Each is an idempotent delete, harmless when several instances
 * run it at once. With `analyze` (the embedded database, which has no autovacuum), it also
 * refreshes the planner's statistics, so plans follow the data as it grows (decision 0017).
 */
export async function tidyUp(ctx: AppContext, options: { analyze?: boolean } = {}): Promise<void> {
  await ctx.limiter.sweep();
  await forgetStalePlaces(ctx);
  await forgetSentMails(ctx);
  await deleteExpiredPendingSignups(ctx.db, ctx.clock.now());
  await purgeExpiredRecords(ctx);
  if (options.analyze) await ctx.db.execute(sql`analyze`);
}

/** Tidies up once an hour, and once soon after start, until the returned function is called. */
export function startHousekeeping(
  ctx: AppContext,
  options: { analyze?: boolean } = {},
): () => void {
  const run = () =>
    void tidyUp(ctx, options).catch((err: unknown) =>
      ctx.log.error({ err }, 'housekeeping failed'),
    );
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
