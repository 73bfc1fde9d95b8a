import { createHmac } from 'node:crypto';
import {
  CHAT_RATE_LIMIT,
  isVideoRoomOpen,
  messages,
  videoRoomWindow,
  type IceServer,
  type VideoRoomMessage,
  type VideoRoomResponse,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import {
  findRoom,
  findRoomOfBooking,
  findRoomMessages,
  findRoomMessagesOfUser,
  insertRoomMessage,
  type Room,
} from './video.repo';

const m = messages.video;

export type { Room };

/** A booking's room with both people's names (the booking and its times), or undefined. */
export const roomOfBooking = (db: Db, bookingId: string) => findRoomOfBooking(db, bookingId);

/** One answer for a wrong room, a stranger, a cancelled or a closed one: nothing to learn. */
export const roomNotAvailable = () => new AppError(404, 'ROOM_NOT_FOUND', m.notAvailable);

type Side = 'patient' | 'doctor';
type RoomAccess =
  | { state: 'open'; room: Room; side: Side }
  | { state: 'early'; room: Room; opensAt: Date }
  | { state: 'closed'; room: Room };

/**
 * Who may enter a room: only its booking's patient and therapist, only while the booking stands,
 * from 10 minutes before the start until 30 minutes after the end. A participant who is early
 * learns when it opens, and one who comes after can still read the room's chat; everyone else
 * is refused alike.
 */
export async function roomAccess(
  ctx: AppContext,
  roomId: string,
  userId: string,
): Promise<RoomAccess> {
  const room = await findRoom(ctx.db, roomId);
  const side =
    room?.patientId === userId ? 'patient' : room?.doctorId === userId ? 'doctor' : undefined;
  if (!room || !side) throw roomNotAvailable();
  const now = ctx.clock.now();
  const { opensAt } = videoRoomWindow(room.startTime, room.endTime);
  if (room.status !== 'booked') return { state: 'closed', room };
  if (isVideoRoomOpen(room.startTime, room.endTime, now)) return { state: 'open', room, side };
  return now < opensAt ? { state: 'early', room, opensAt } : { state: 'closed', room };
}

/** Only an open room will do (joining, writing, relaying). */
async function openRoom(ctx: AppContext, roomId: string, userId: string) {
  const access = await roomAccess(ctx, roomId, userId);
  if (access.state !== 'open') throw roomNotAvailable();
  return access;
}

/**
 * Perfect negotiation needs exactly one polite peer: the patient gives way, the therapist (who
 * runs the session) does not.
 */
export const isPolite = (side: 'patient' | 'doctor') => side === 'patient';

/**
 * The ICE servers from ICE_SERVERS. TURN URLs carry credentials of the coturn REST scheme when
 * TURN_SECRET is set: username `expiry:userId`, password base64(HMAC-SHA1(secret, username)),
 * valid TURN_TTL seconds. Handed to participants only (the caller has checked the room).
 */
function iceServersFor(ctx: AppContext, userId: string) {
  const { iceServers, turnSecret, turnTtlSeconds } = ctx.config;
  const stun = iceServers.filter((url) => url.startsWith('stun:'));
  const turn = iceServers.filter((url) => !url.startsWith('stun:'));
  const servers: IceServer[] = stun.length > 0 ? [{ urls: stun }] : [];
  if (turn.length === 0 || !turnSecret) return { iceServers: servers, iceExpiresAt: null };
  const expiry = Math.floor(ctx.clock.now().getTime() / 1000) + turnTtlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', turnSecret).update(username).digest('base64');
  servers.push({ urls: turn, username, credential });
  return { iceServers: servers, iceExpiresAt: expiry * 1000 };
}

function toMessage(
  roomId: string,
  row: { id: string; senderId: string; senderName: string; body: string; sentAt: Date },
): VideoRoomMessage {
  return {
    id: row.id,
    roomId,
    senderId: row.senderId,
    sender: row.senderName,
    text: row.body,
    time: row.sentAt.getTime(),
  };
}

/** What the room page needs: who is opposite, who is polite, ICE servers and the chat so far. */
export async function roomDetails(
  ctx: AppContext,
  roomId: string,
  userId: string,
): Promise<VideoRoomResponse> {
  const access = await roomAccess(ctx, roomId, userId);
  if (access.state === 'early') {
    const { room } = access;
    const side = room.patientId === userId ? 'patient' : 'doctor';
    return {
      state: 'early',
      opensAt: access.opensAt.toISOString(),
      role: side,
      otherName: side === 'patient' ? room.doctorName : room.patientName,
      startTime: room.startTime.toISOString(),
      endTime: room.endTime.toISOString(),
    };
  }
  const rows = await findRoomMessages(ctx.db, access.room.bookingId);
  if (access.state === 'closed') {
    return { state: 'closed', messages: rows.map((row) => toMessage(roomId, row)) };
  }
  const { room, side } = access;
  return {
    state: 'open',
    roomId,
    bookingId: room.bookingId,
    doctorId: room.doctorId,
    role: side,
    otherName: side === 'patient' ? room.doctorName : room.patientName,
    startTime: room.startTime.toISOString(),
    endTime: room.endTime.toISOString(),
    polite: isPolite(side),
    ...iceServersFor(ctx, userId),
    messages: rows.map((row) => toMessage(roomId, row)),
  };
}

/** Stores one room chat message (counted with the live chat's allowance) and returns it. */
export async function postRoomMessage(
  ctx: AppContext,
  roomId: string,
  userId: string,
  text: string,
): Promise<VideoRoomMessage> {
  const { room, side } = await openRoom(ctx, roomId, userId);
  const rate = await ctx.limiter.hit(`video-chat:${userId}`, {
    limit: CHAT_RATE_LIMIT.messages,
    windowMs: CHAT_RATE_LIMIT.windowMs,
  });
  if (rate.exceeded) throw new AppError(429, 'VIDEO_TOO_FAST', m.tooFast);
  const row = await insertRoomMessage(ctx.db, {
    bookingId: room.bookingId,
    senderId: userId,
    body: text,
    sentAt: ctx.clock.now(),
  });
  const senderName = side === 'patient' ? room.patientName : room.doctorName;
  return toMessage(roomId, { ...row, senderName });
}

/** The room chat of the user's sessions (what both people wrote), for their data export. */
export function videoMessagesOf(ctx: AppContext, userId: string) {
  return findRoomMessagesOfUser(ctx.db, userId);
}
