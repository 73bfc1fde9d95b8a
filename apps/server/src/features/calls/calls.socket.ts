import { clientEventSchemas, type IncomingCall } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { VIDEO_ROOM_PREFIX, videoRoomIdOf } from '../../lib/video-rooms';
import { endConsultation, releaseMissedCallNoticesOfRoom, resumeConsultation } from './calls.repo';
import type { Calls } from './calls.service';

/**
 * The live side of calls. A tab that opens while a ring to its person is still ringing asks for
 * it, and shows it (the ring was pushed before it existed). And an answered call's consultation
 * is timed by what the video rooms know: it ends when its room is empty (both people left, or
 * the room closed at its window's end or on cancellation) and goes on if someone comes back into
 * it. Both people in the room count as having spoken, for the missed-call notice.
 */
export function registerCallsSocket(ctx: AppContext, calls: Calls): void {
  ctx.realtime.onConnection((socket) => {
    // Asked by a tab as it connects: a ring that began before it existed rings there too.
    socket.on('call:ringing-now', (payload: unknown, ack?: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (rings: IncomingCall[]) => void;
      if (!clientEventSchemas['call:ringing-now'].safeParse(payload ?? {}).success)
        return reply([]);
      calls.liveRingsTo(socket.data.userId).then(reply, (err: unknown) => {
        ctx.log.warn({ err }, 'live rings not read');
        reply([]);
      });
    });
  });

  // One look at a room at a time, in order: a leave and a rejoin a moment later are seen so.
  const looking = new Map<string, Promise<void>>();
  const look = async (roomId: string, room: string) => {
    const people = await ctx.realtime.roomPeople(room);
    if (people.size > 0) await resumeConsultation(ctx.db, roomId);
    else await endConsultation(ctx.db, roomId, ctx.clock.now());
    // Both in the room (only the booking's two are let in): they have spoken, as after an
    // accepted ring, so a call of theirs missed later is told again.
    if (people.size > 1) await releaseMissedCallNoticesOfRoom(ctx.db, roomId);
  };
  ctx.realtime.onRoomChange(VIDEO_ROOM_PREFIX, (room) => {
    const roomId = videoRoomIdOf(room);
    const next = (looking.get(roomId) ?? Promise.resolve())
      .then(() => look(roomId, room))
      .catch((err: unknown) => ctx.log.warn({ err }, 'consultation time not recorded'))
      .finally(() => {
        if (looking.get(roomId) === next) looking.delete(roomId);
      });
    looking.set(roomId, next);
  });
}
