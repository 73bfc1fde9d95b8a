import { LRUCache } from 'lru-cache';
import type { Clock } from '../lib/clock';
import { EVERYTHING, type Invalidations } from './invalidation';

/**
 * How long a looked-up session is answered from memory before the database is asked again
 * (and told of the activity since): at most one query per session per this long, however often
 * it is used. Revocations, logouts and account changes drop it at once, on every instance (see
 * Invalidations); the cost is that activity in this window after a lookup may go unrecorded, so
 * an idle session can end up to this much earlier.
 */
export const SESSION_MEMORY_MS = 10_000;
/** Sessions remembered at once; past this the least recently used are forgotten first. */
const MOST_REMEMBERED = 50_000;

/** What memory needs to know of a session: whose it is and when it ends. */
interface MemorableSession {
  sessionId: string;
  user: { id: string };
  endsAt: Date;
}

interface Remembered<S> {
  session: S;
  checkedAt: number;
}

/**
 * Sessions by token hash for SESSION_MEMORY_MS (lru-cache, timed by the app's clock so tests
 * can move time), dropped when the database announces `session:<id>`, `user:<id>` or `*`.
 * With READ_CACHES=off nothing is remembered.
 */
export class SessionMemory<S extends MemorableSession> {
  private readonly kept: LRUCache<string, Remembered<S>>;
  /** A lookup under way while something was dropped may have read the old row: not kept. */
  private epoch = 0;

  constructor(
    private readonly clock: Clock,
    private readonly invalidations: Invalidations,
  ) {
    this.kept = new LRUCache({
      max: MOST_REMEMBERED,
      ttl: SESSION_MEMORY_MS,
      // Exact to the millisecond of the app's clock (no timer-cached "now").
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
    });
    invalidations.subscribe((topic) => {
      const [kind, id] = topic.split(':');
      if (topic !== EVERYTHING && kind !== 'session' && kind !== 'user') return;
      this.epoch++;
      if (topic === EVERYTHING) return this.kept.clear();
      for (const [key, { session }] of this.kept.entries()) {
        if ((kind === 'session' ? session.sessionId : session.user.id) === id)
          this.kept.delete(key);
      }
    });
  }

  /** The remembered session while memory is trusted and it has neither aged out nor ended. */
  recall(tokenHash: string): S | undefined {
    if (!this.invalidations.memoryTrusted) return undefined;
    const known = this.kept.get(tokenHash);
    const nowMs = this.clock.now().getTime();
    // A clock moved back (tests, a corrected host clock) does not stretch the memory.
    if (
      !known ||
      nowMs < known.checkedAt ||
      nowMs - known.checkedAt >= SESSION_MEMORY_MS ||
      nowMs >= known.session.endsAt.getTime()
    ) {
      return undefined;
    }
    return known.session;
  }

  /** A mark to pass to `keep`: a drop between the two means the lookup is not kept. */
  mark(): number {
    return this.epoch;
  }

  keep(tokenHash: string, session: S, mark: number): void {
    if (!this.invalidations.memoryTrusted || mark !== this.epoch) return;
    this.kept.set(tokenHash, { session, checkedAt: this.clock.now().getTime() });
  }

  forget(tokenHash: string): void {
    this.kept.delete(tokenHash);
  }
}
