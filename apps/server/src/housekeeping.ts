import type { AppContext } from './app-context';
import { forgetStalePlaces } from './features/accounts/login.service';
import { deleteExpiredPendingSignups } from './features/accounts/pending-signups.repo';

const HOUR = 3600_000;

/**
 * Forgets what has outlived its use: finished rate-limit counters, long-unused trusted places,
 * sign-ups whose link expired unused (their name, phone and password hash).
 */
export async function tidyUp(ctx: AppContext): Promise<void> {
  await ctx.limiter.sweep();
  await forgetStalePlaces(ctx);
  await deleteExpiredPendingSignups(ctx.db, ctx.clock.now());
}

/** Tidies up once an hour, and once soon after start, until the returned function is called. */
export function startHousekeeping(ctx: AppContext): () => void {
  const run = () =>
    void tidyUp(ctx).catch((err: unknown) => ctx.log.error({ err }, 'housekeeping failed'));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
