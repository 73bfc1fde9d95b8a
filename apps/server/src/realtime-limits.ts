import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, messages, withLanguage, type Language } from '@solace/shared';
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
