import { z } from 'zod';
import { messages } from '../messages';
import { JOIN_VIDEO_EARLY_MINUTES } from './bookings';
import { chatTextSchema } from './chat';
import { NOT_FOUND_CODE_KEY } from './common';

/** A room stays open this long after its session ends (running late, a last word). */
export const VIDEO_ROOM_LATE_MINUTES = 30;

/**
 * When a booking's room is open: from 10 minutes before the start until 30 minutes after the
 * end. The one rule the web app (Join video) and the server (join-room) both follow.
 */
export function videoRoomWindow(start: Date | string, end: Date | string) {
  const startMs = new Date(start).getTime();
  const endMs = new Date(end).getTime();
  return {
    opensAt: new Date(startMs - JOIN_VIDEO_EARLY_MINUTES * 60_000),
    closesAt: new Date(endMs + VIDEO_ROOM_LATE_MINUTES * 60_000),
  };
}

/** Whether the room of a session running from `start` to `end` is open at `now`. */
export function isVideoRoomOpen(start: Date | string, end: Date | string, now: Date): boolean {
  const { opensAt, closesAt } = videoRoomWindow(start, end);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/** A room id as bookings make them (base64url of 16 random bytes); anything else names nothing. */
export const roomIdSchema = z
  .string({ error: () => messages.video.notAvailable })
  .min(1, { error: () => messages.video.notAvailable })
  .max(64, { error: () => messages.video.notAvailable })
  .regex(/^[\w-]+$/, { error: () => messages.video.notAvailable });

/** A malformed room id in a path is answered like an unknown room (404, the same words). */
export const videoRoomParamsSchema = z
  .object({ roomId: roomIdSchema })
  .meta({ [NOT_FOUND_CODE_KEY]: 'ROOM_NOT_FOUND' });

/** Spec point 3, a video room chat message: its sender and text, kept with the booking. */
export const videoRoomMessageSchema = z.object({
  id: z.uuid(),
  roomId: z.string(),
  senderId: z.uuid(),
  /** The sender's name; the page shows 'You' for one's own. */
  sender: z.string(),
  text: z.string(),
  /** Epoch ms. */
  time: z.number().int(),
});
export type VideoRoomMessage = z.infer<typeof videoRoomMessageSchema>;

/** One ICE server as RTCPeerConnection takes it; TURN ones carry short-lived credentials. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** `GET /api/video/{roomId}` for a participant while the room is open. */
export const videoRoomOpenSchema = z.object({
  state: z.literal('open'),
  roomId: z.string(),
  /** The booking behind the room: the end page rates it and books the next with `doctorId`. */
  bookingId: z.uuid(),
  doctorId: z.uuid(),
  /** The caller's side: the patient sees 'Therapist' opposite, the therapist 'Client'. */
  role: z.enum(['patient', 'doctor']),
  otherName: z.string(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  /** Perfect negotiation: the polite peer gives way when both offer at once. */
  polite: z.boolean(),
  iceServers: z.array(iceServerSchema),
  /** When the TURN credentials above stop working (epoch ms); null without TURN. */
  iceExpiresAt: z.number().int().nullable(),
  messages: z.array(videoRoomMessageSchema),
});
export type VideoRoomOpen = z.infer<typeof videoRoomOpenSchema>;

/**
 * A participant who comes too early learns when the room opens, and the waiting room shows the
 * session's times and who they wait for.
 */
export const videoRoomEarlySchema = z.object({
  state: z.literal('early'),
  opensAt: z.iso.datetime(),
  role: z.enum(['patient', 'doctor']),
  otherName: z.string(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
});
export type VideoRoomEarly = z.infer<typeof videoRoomEarlySchema>;
/** Once the room has closed (or the booking was cancelled), its two people can still read the chat. */
export const videoRoomClosedSchema = z.object({
  state: z.literal('closed'),
  messages: z.array(videoRoomMessageSchema),
});
export const videoRoomResponseSchema = z.discriminatedUnion('state', [
  videoRoomOpenSchema,
  videoRoomEarlySchema,
  videoRoomClosedSchema,
]);
export type VideoRoomResponse = z.infer<typeof videoRoomResponseSchema>;

/**
 * `POST /api/video/{roomId}/arrived`: the client is in the waiting room (early, or in the open
 * room before the therapist). `told` is whether the therapist has been told, now or before.
 */
export const videoArrivedResponseSchema = z.object({ told: z.boolean() });
export type VideoArrivedResponse = z.infer<typeof videoArrivedResponseSchema>;

/**
 * `media-state`: whether one's camera and microphone are on, relayed to the other participant
 * so a camera that is off shows the person's name, not a black picture.
 */
export const mediaStateSchema = z.object({
  roomId: roomIdSchema,
  camera: z.boolean(),
  microphone: z.boolean(),
});
export type MediaState = z.infer<typeof mediaStateSchema>;

/** `join-room`: the spec sends (roomId, socket id); the socket id is not needed and ignored. */
export const joinRoomSchema = z.union([roomIdSchema, z.object({ roomId: roomIdSchema })]);
export type JoinRoom = z.input<typeof joinRoomSchema>;

export const videoRefusalSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** Set when the caller is a participant who came too early. */
  opensAt: z.iso.datetime().optional(),
});
export type VideoRefusal = z.infer<typeof videoRefusalSchema>;

/** The answer to `join-room`: whether the other person is already in, and who is polite. */
export const joinRoomAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    polite: z.boolean(),
    peerPresent: z.boolean(),
    /** The other participant's connection, when present: signals from it carry this `from`. */
    peerId: z.string().nullable(),
  }),
  videoRefusalSchema,
]);
export type JoinRoomAck = z.infer<typeof joinRoomAckSchema>;

/** `send-message` (spec: roomId, message). */
export const sendRoomMessageSchema = z.object({
  roomId: roomIdSchema,
  message: chatTextSchema,
});
export type SendRoomMessage = z.input<typeof sendRoomMessageSchema>;
export const sendRoomMessageAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: videoRoomMessageSchema }),
  videoRefusalSchema,
]);
export type SendRoomMessageAck = z.infer<typeof sendRoomMessageAckSchema>;

/**
 * A browser's offer with audio, video, a data channel and every ICE candidate inline is 5 to
 * 20 KB; the server's socket frames stop at 64 KB (realtime-limits.ts), which this must fit in.
 */
export const SDP_MAX = 48_000;
/** WebRTC signalling, relayed as it is to the other participant of the same room only. */
export const videoSignalSchema = z
  .object({
    roomId: roomIdSchema,
    description: z
      .object({
        type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
        sdp: z.string().max(SDP_MAX).optional(),
      })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(2000),
        sdpMid: z.string().max(100).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .refine((s) => s.description !== undefined || s.candidate !== undefined, {
    error: () => messages.http.invalidInput,
  });
export type VideoSignal = z.infer<typeof videoSignalSchema>;

/** `leave-room`: `ended` when the person pressed End Consultation. */
export const leaveRoomSchema = z.object({ roomId: roomIdSchema, ended: z.boolean().optional() });
export type LeaveRoom = z.input<typeof leaveRoomSchema>;

/** Why the other person is gone: they ended the consultation, left, or lost the connection. */
export const peerLeftSchema = z.object({
  roomId: z.string(),
  reason: z.enum(['ended', 'left', 'disconnected']),
});
export type PeerLeft = z.infer<typeof peerLeftSchema>;

/**
 * The room closed under both people: the booking was cancelled, or its window (until 30 minutes
 * after the end) is over. Both sockets have been taken out of the room.
 */
export const videoClosedSchema = z.object({
  roomId: z.string(),
  reason: z.enum(['cancelled', 'ended']),
});
export type VideoClosed = z.infer<typeof videoClosedSchema>;
