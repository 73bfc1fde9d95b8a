import { useEffect, useState } from 'react';

interface Options {
  /** How often the time moves on; relative labels and deadlines only need minutes. */
  intervalMs?: number;
  /** False pauses the clock (a closed panel needs no ticking). */
  active?: boolean;
}

/**
 * The current time, refreshed every `intervalMs` while `active`: slots end, Join video opens and
 * "5 minutes ago" grows older while a page stays open, without anyone reloading it.
 */
export function useNow({ intervalMs = 30_000, active = true }: Options = {}): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    // A paused clock is stale the moment it resumes. A time read within the last second is
    // kept as it is, so a first render is not followed by a second one for nothing.
    setNow((previous) => (Date.now() - previous.getTime() < 1_000 ? previous : new Date()));
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
