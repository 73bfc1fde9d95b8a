import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionStatusResponse } from '@solace/shared';
import { ApiRequestError } from '../api-client';
import { isCallLive } from './live-call';
import { fetchSessionStatus, keepSessionAlive } from './session-api';

/** The prompt comes this long before an idle sign-out (half the idle limit when that is less). */
const PROMPT_LEAD_MS = 60_000;
/** After the server could not be reached (no network, a restart), ask again this soon. */
const RETRY_MS = 5_000;
/** What counts as the person being here, even when it sends nothing to the server. */
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

interface IdleWatch {
  /** When the session ends (ms), while the "Stay signed in" prompt is due; else null. */
  promptUntil: number | null;
  /** The person is here: the keep-alive goes out and the prompt closes. */
  stay: () => void;
}

/**
 * Watches the signed-in session's real deadline, as the server tells it (GET /api/session).
 * Shortly before it, the deadline is asked again (another tab or request may have moved it);
 * clicks and keys since, or a live video call, then count as activity (POST
 * /api/session/keepalive) and nothing is asked; otherwise the prompt is due. Unanswered, the
 * deadline passes, the server answers 401 and the API client signs out the usual way.
 */
export function useIdleWatch(active: boolean): IdleWatch {
  const [promptUntil, setPromptUntil] = useState<number | null>(null);
  const choose = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const { signal } = controller;
    let lastInput = 0;
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const type of INPUTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, Math.max(0, ms));
        signal.addEventListener('abort', () => (window.clearTimeout(timer), resolve()), {
          once: true,
        });
      });
    /** Asks until the server answers; a 4xx (the session is over) ends the watch. */
    const ask = async (call: (signal: AbortSignal) => Promise<SessionStatusResponse>) => {
      for (;;) {
        try {
          return await call(signal);
        } catch (error) {
          if (signal.aborted || (error instanceof ApiRequestError && error.isClientError)) {
            throw error;
          }
          await sleep(RETRY_MS);
        }
      }
    };
    const chosen = () =>
      new Promise<'stay'>((resolve) => {
        choose.current = () => resolve('stay');
      });

    const watch = async () => {
      let status = await ask(fetchSessionStatus);
      for (;;) {
        const endsAt = Date.parse(status.endsAt);
        const idleMs = status.idleSeconds * 1000;
        const lead = Math.min(PROMPT_LEAD_MS, idleMs / 2);
        await sleep(endsAt - lead - Date.now());
        if (signal.aborted) return;
        status = await ask(fetchSessionStatus);
        // Used meanwhile (a request of this tab, another tab): a later deadline to wait for.
        if (Date.parse(status.endsAt) > endsAt) continue;
        // A live call, or a click or key after the last activity the server knows of.
        if (isCallLive() || lastInput > endsAt - idleMs) {
          status = await ask(keepSessionAlive);
          continue;
        }
        setPromptUntil(endsAt);
        const late = sleep(endsAt - Date.now() + 1_000).then(() => 'late' as const);
        const choice = await Promise.race([chosen(), late]);
        choose.current = null;
        if (signal.aborted) return;
        if (choice === 'stay') setPromptUntil(null);
        // Past the deadline, the status is a 401 (signed out), or later (another tab kept it).
        status = await ask(choice === 'stay' ? keepSessionAlive : fetchSessionStatus);
        setPromptUntil(null);
      }
    };
    // An abort (signed out, unmounted) or a 401 the API client has already answered.
    watch().catch(() => undefined);
    return () => {
      controller.abort();
      for (const type of INPUTS) window.removeEventListener(type, onInput, { capture: true });
      choose.current = null;
      setPromptUntil(null);
    };
  }, [active]);

  const stay = useCallback(() => choose.current?.(), []);
  return { promptUntil, stay };
}
