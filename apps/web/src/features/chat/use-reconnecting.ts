import { useEffect, useRef, useState } from 'react';

/** How long a first connection may take before the page says it is still trying. */
const FIRST_CONNECT_GRACE_MS = 2_000;

/**
 * Whether to show 'Reconnecting…': at once when a working connection drops, and when the first
 * one has not come up after a moment (a page load should not flash the notice).
 */
export function useReconnecting(connected: boolean): boolean {
  const everConnected = useRef(connected);
  const [graceOver, setGraceOver] = useState(false);
  if (connected) everConnected.current = true;
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return !connected && (everConnected.current || graceOver);
}
