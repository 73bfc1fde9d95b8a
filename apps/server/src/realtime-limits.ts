import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, messages, withLanguage, type Language } from '@solace/shared';
import type { Clock } from './lib/clock';
import type { RealtimeServer } from './realtime';

/**
 * The largest frame a socket may send (socket.io's `maxHttpBufferSize`); a larger one closes
 * that connection only. The largest legitimate event is a video offer: SDP is capped at 48,000
 * characters by the shared schema (a browser's offer with audio, video, a data channel and every
 * ICE candidate inline is 5 to 20 KB), plus its room id and the frame's envelope. A chat message
 * is at most 2,000 characters (6 KB as UTF-8). 64 KB leaves room for all of them, against the
 * default 1 MB.
 */
export const MAX_SOCKET_FRAME_BYTES = 64 * 1024;

/** When a socket was opened, comparable across instances (a fractional millisecond time). */
export const openedAtNow = () => performance.timeOrigin + performance.now();

interface CountedSocket {
  id: string;
  data: { openedAt?: number; language?: Language };
  emit(event: 'too-many-connections', closed: { message: string }): boolean;
  disconnect(close?: boolean): unknown;
}

/**
 * Keeps at most `limit` sockets in `room` (one person's): the oldest beyond it are told why and
 * closed. With the Redis adapter `fetchSockets` counts every instance's sockets and closing
 * reaches them where they are; if Redis cannot answer, this instance's sockets are counted.
 */
export async function closeOldestBeyond(
  io: RealtimeServer,
  room: string,
  limit: number,
  log: FastifyBaseLogger,
): Promise<void> {
  let sockets: CountedSocket[];
  try {
    sockets = await io.in(room).fetchSockets();
  } catch (err) {
    log.warn({ err }, 'could not count sockets on every instance; counting this one only');
    sockets = await io.local.in(room).fetchSockets();
  }
  if (sockets.length <= limit) return;
  const byAge = sockets.sort(
    (a, b) => (a.data.openedAt ?? 0) - (b.data.openedAt ?? 0) || a.id.localeCompare(b.id),
  );
  for (const socket of byAge.slice(0, sockets.length - limit)) {
    // In the closed tab's language, whichever tab's opening closed it.
    const message = withLanguage(
      socket.data.language ?? DEFAULT_LANGUAGE,
      () => messages.http.tooManyConnections,
    );
    socket.emit('too-many-connections', { message });
    socket.disconnect(true);
  }
}

/**
 * What one socket may send: 20 events a second on average, 100 at once (a video call's offer,
 * answer and trickled ICE candidates come in a burst of a few dozen). Each event reads or writes
 * the database, and a person may hold ten sockets, so one person's flood is bounded here; the
 * HTTP side is bounded by nginx (deploy/nginx), which cannot see inside a websocket.
 */
export const SOCKET_EVENT_BUDGET = { perSecond: 20, burst: 100 } as const;

/** The code an event over its socket's budget is refused with. */
export const TOO_MANY_EVENTS = 'TOO_MANY_EVENTS';

/** A token bucket on `clock`: `take()` spends one event, false when none is left. */
export function socketEventBudget(clock: Clock, budget = SOCKET_EVENT_BUDGET) {
  let tokens: number = budget.burst;
  let refilledAt = clock.now().getTime();
  return {
    take(): boolean {
      const now = clock.now().getTime();
      // A clock set back (the system's, corrected) earns nothing, and takes nothing either.
      const earned = (Math.max(0, now - refilledAt) / 1000) * budget.perSecond;
      tokens = Math.min(budget.burst, tokens + earned);
      refilledAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Events whose acknowledgement is not a refusal object: what they are answered when refused.
 * `call:ringing-now` answers the rings it knows of, so a refused ask knows of none.
 */
const REFUSED_ACK: Record<string, unknown> = { 'call:ringing-now': [] };

/**
 * An event over its socket's budget is not handled. One that waits for an acknowledgement gets
 * one, so the tab can say so instead of waiting out a time-out: the refusal every other refused
 * event gets (`{ ok: false, error, code }`), in the socket's language.
 */
export function refuseOverBudget(packet: unknown[], language: Language): void {
  const [event, ...args] = packet;
  const ack = args.at(-1);
  if (typeof ack !== 'function') return;
  const refusal =
    typeof event === 'string' && event in REFUSED_ACK
      ? REFUSED_ACK[event]
      : {
          ok: false,
          error: withLanguage(language, () => messages.connection.tooManyRequests),
          code: TOO_MANY_EVENTS,
        };
  (ack as (answer: unknown) => void)(refusal);
}
