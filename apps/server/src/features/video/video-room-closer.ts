import { videoRoomWindow } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { closeVideoRoom, VIDEO_ROOM_PREFIX, videoRoomIdOf } from '../../lib/video-rooms';

/** setTimeout's longest delay; a later close is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When each room with a member on this instance closes (its window's end by the app clock),
 * learnt when a socket joins. A relay checks it (so a late relay is refused and closes the room
 * even if no timer fired), a timer closes the room at that time, and a poll every
 * REMINDER_POLL_MS catches a clock that moved (tests) or a timer that was late.
 */
export function videoRoomCloser(ctx: AppContext) {
  const closesAt = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();

  const forget = (roomId: string) => {
    closesAt.delete(roomId);
    clearTimeout(timers.get(roomId));
    timers.delete(roomId);
  };
  const isOver = (roomId: string) => {
    const end = closesAt.get(roomId);
    return end !== undefined && ctx.clock.now().getTime() >= end;
  };
  const closeEnded = (roomId: string) => {
    forget(roomId);
    closeVideoRoom(ctx.realtime, roomId, 'ended');
  };
  /** Closes every local room whose time is over; forgets rooms nobody here is in any more. */
  const sweep = () => {
    const present = new Set(ctx.realtime.localRooms(VIDEO_ROOM_PREFIX).map(videoRoomIdOf));
    for (const roomId of [...closesAt.keys()]) {
      if (!present.has(roomId)) forget(roomId);
      else if (isOver(roomId)) closeEnded(roomId);
    }
  };
  const arm = (roomId: string) => {
    clearTimeout(timers.get(roomId));
    const wait = (closesAt.get(roomId) ?? 0) - ctx.clock.now().getTime();
    const timer = setTimeout(
      () => {
        timers.delete(roomId);
        if (isOver(roomId)) sweep();
        else if (closesAt.has(roomId)) arm(roomId);
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    timer.unref();
    timers.set(roomId, timer);
  };
  const poll =
    ctx.config.reminderPollMs > 0 ? setInterval(sweep, ctx.config.reminderPollMs) : undefined;
  poll?.unref();

  return {
    /** A socket here was admitted to the room of a session running from `start` to `end`. */
    admitted(roomId: string, start: Date, end: Date) {
      closesAt.set(roomId, videoRoomWindow(start, end).closesAt.getTime());
      arm(roomId);
    },
    /** Whether the room's time is over; if so it is closed now, under both people. */
    closedIfOver(roomId: string) {
      if (!isOver(roomId)) return false;
      closeEnded(roomId);
      return true;
    },
    stop() {
      clearInterval(poll);
      for (const roomId of [...closesAt.keys()]) forget(roomId);
    },
  };
}
