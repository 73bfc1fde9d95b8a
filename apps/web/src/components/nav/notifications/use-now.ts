import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active` (relative labels stay true). */
export function useNow(active: boolean, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
