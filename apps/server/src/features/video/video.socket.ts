import { z } from 'zod';
import { clientEventSchemas, messages, type VideoRefusal } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { RealtimeSocket } from '../../realtime';
import {
  VIDEO_ROOM_PREFIX,
  videoRoomIdOf as roomIdOf,
  videoRoomName as roomName,
} from '../../lib/video-rooms';
import { videoRoomCloser } from './video-room-closer';
import { isPolite, postRoomMessage, roomAccess, roomNotAvailable } from './video.service';

type Reply = (answer: unknown) => void;
const replyVia = (ack: unknown): Reply =>
  typeof ack === 'function' ? (ack as Reply) : () => undefined;

/**
 * The video room's socket events. Who joins, writes and signals is the socket's session; a
 * socket takes part in a room only after `join-room` admitted it, and everything it sends is
 * relayed to the room's other member only (`socket.to(room)` leaves the sender out). The chat's
 * own `chatMessage` event is another name, so the two never mix. A room closes under both
 * people when its booking is cancelled (bookings' events) or its window ends (`videoRoomCloser`).
 * Returns what stops the closer's timers.
 */
export function registerVideoSocket(ctx: AppContext): () => void {
  const closer = videoRoomCloser(ctx);
  ctx.realtime.onConnection((socket: RealtimeSocket) => {
    const { userId } = socket.data;

    const refusal = (err: unknown): VideoRefusal => {
      if (err instanceof AppError) return { ok: false, error: err.message, code: err.code };
      if (err instanceof z.ZodError) {
        const error = err.issues[0]?.message ?? messages.http.invalidInput;
        return { ok: false, error, code: 'VALIDATION_FAILED' };
      }
      ctx.log.error({ err }, 'video event failed');
      return { ok: false, error: messages.connection.internal, code: 'INTERNAL' };
    };
    const handle = (ack: unknown, work: (reply: Reply) => Promise<void>) => {
      const reply = replyVia(ack);
      void work(reply).catch((err: unknown) => reply(refusal(err)));
    };
    /**
     * Only a socket admitted by join-room may speak in a room, and only while it is open: past
     * its window's end the room is closed now, whether or not a timer has done it yet.
     */
    const admitted = (roomId: string) => {
      if (!socket.rooms.has(roomName(roomId))) throw roomNotAvailable();
      if (closer.closedIfOver(roomId)) throw roomNotAvailable();
      return roomName(roomId);
    };

    socket.on('join-room', (payload: unknown, ack?: unknown) =>
      handle(ack, async (reply) => {
        const parsed = clientEventSchemas['join-room'].parse(payload);
        const roomId = typeof parsed === 'string' ? parsed : parsed.roomId;
        const access = await roomAccess(ctx, roomId, userId);
        if (access.state !== 'open') {
          const { message: error, code } = roomNotAvailable();
          const opensAt = access.state === 'early' ? access.opensAt.toISOString() : undefined;
          return reply({ ok: false, error, code, ...(opensAt && { opensAt }) });
        }
        const room = roomName(roomId);
        // Redis away: the sockets in the room on this instance are what can be known.
        const inRoom = await socket.nsp
          .in(room)
          .fetchSockets()
          .catch(() => socket.nsp.local.in(room).fetchSockets());
        const present = inRoom.filter((other) => other.id !== socket.id);
        // A second tab (or device) of the same person takes over: the first one leaves.
        for (const old of present.filter((other) => other.data.userId === userId)) {
          old.leave(room);
          old.emit('room-taken-over', { roomId });
        }
        await socket.join(room);
        closer.admitted(roomId, access.room.startTime, access.room.endTime);
        socket.to(room).emit('peer-joined', { roomId, peerId: socket.id });
        const peer = present.find((other) => other.data.userId !== userId);
        reply({
          ok: true,
          polite: isPolite(access.side),
          peerPresent: Boolean(peer),
          peerId: peer?.id ?? null,
        });
      }),
    );

    socket.on('send-message', (payload: unknown, ack?: unknown) =>
      handle(ack, async (reply) => {
        const { roomId, message: text } = clientEventSchemas['send-message'].parse(payload);
        const room = admitted(roomId);
        const message = await postRoomMessage(ctx, roomId, userId, text);
        socket.to(room).emit('receive-message', message);
        reply({ ok: true, message });
      }),
    );

    socket.on('video-signal', (payload: unknown) =>
      handle(undefined, async () => {
        const signal = clientEventSchemas['video-signal'].parse(payload);
        // `from` lets the other side tell this connection's signals from a former one's.
        socket.to(admitted(signal.roomId)).emit('video-signal', { ...signal, from: socket.id });
      }),
    );

    // Camera and microphone on or off, for the other side's tile (a name, not a black picture).
    socket.on('media-state', (payload: unknown) =>
      handle(undefined, async () => {
        const state = clientEventSchemas['media-state'].parse(payload);
        socket.to(admitted(state.roomId)).emit('media-state', state);
      }),
    );

    socket.on('leave-room', (payload: unknown) =>
      handle(undefined, async () => {
        const { roomId, ended } = clientEventSchemas['leave-room'].parse(payload);
        const room = admitted(roomId);
        await socket.leave(room);
        socket.to(room).emit('peer-left', { roomId, reason: ended ? 'ended' : 'left' });
      }),
    );

    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        if (!room.startsWith(VIDEO_ROOM_PREFIX)) continue;
        socket.to(room).emit('peer-left', { roomId: roomIdOf(room), reason: 'disconnected' });
      }
    });
  });
  return () => closer.stop();
}
