import { describeSessionTime, messages, withLanguage } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../lib/unit-of-work';
import { notifyOnce } from '../notifications/notifications.service';
import { roomAccess, roomNotAvailable } from './video.service';

const m = messages.video;

/** Where a room's notifications lead: the room itself (the reminders link there too). */
const roomPath = (roomId: string) => `/video-chat/${roomId}`;

/**
 * The client is in the waiting room (early, or in the open room before the session ends): the
 * therapist is told once per session, in the bell and live on their open tabs, and the
 * dashboard's agenda shows it from that notification. Only the booking's two people may ask
 * (everyone else, and a closed room, get the room's one 404); the therapist arriving tells
 * nobody, since it is the client who waits for them.
 */
export async function announceArrival(ctx: AppContext, roomId: string, userId: string) {
  const access = await roomAccess(ctx, roomId, userId);
  if (access.state === 'closed') throw roomNotAvailable();
  const { room } = access;
  if (room.patientId !== userId) return { told: false };
  if (ctx.clock.now() >= room.endTime) return { told: false };
  // In the therapist's language and zone, whatever the client's.
  const notice = withLanguage(room.doctorLanguage, () => ({
    title: m.isWaiting(room.patientName),
    message: m.isWaitingMessage(
      room.patientName,
      describeSessionTime(room.startTime, room.doctorTimeZone),
    ),
    link: roomPath(roomId),
  }));
  await inTransaction(ctx, (unit) => notifyOnce(ctx, unit, room.doctorId, notice));
  return { told: true };
}
