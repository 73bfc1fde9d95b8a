import { useSyncExternalStore } from 'react';

/**
 * Whether a video call is live in this tab. A live call counts as the person being there (the
 * idle watch keeps the session alive for it and asks nothing), and when the session ends anyway
 * (the 12-hour limit, a sign-out elsewhere) the move to the login page waits for the call to
 * end: the peer connection needs no server, so the two people keep talking.
 */
let held = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Marks a call as live until the returned function is called (once). */
export function holdLiveCall(): () => void {
  held += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    changed();
  };
}

export function isCallLive(): boolean {
  return held > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `isCallLive()`, following it as calls start and end. */
export function useLiveCall(): boolean {
  return useSyncExternalStore(subscribe, isCallLive, isCallLive);
}
