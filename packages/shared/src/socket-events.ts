import type {
  ChatError,
  ChatMessage,
  ChatMessageAck,
  GetPreviousMessages,
  Presence,
  SendChatMessage,
} from './schemas/chat';
import { getPreviousMessagesSchema, sendChatMessageSchema } from './schemas/chat';
import type { CallEnded, IncomingCall, RingingNowRequest } from './schemas/calls';
import { ringingNowRequestSchema } from './schemas/calls';
import type { Notification } from './schemas/notifications';
import type {
  JoinRoom,
  JoinRoomAck,
  LeaveRoom,
  MediaState,
  PeerLeft,
  SendRoomMessage,
  SendRoomMessageAck,
  VideoRoomMessage,
  VideoClosed,
  VideoSignal,
} from './schemas/video';
import {
  joinRoomSchema,
  leaveRoomSchema,
  mediaStateSchema,
  sendRoomMessageSchema,
  videoSignalSchema,
} from './schemas/video';

/** Typed socket.io events; the connection authenticates with `auth: { token }`. */
export interface ServerToClientEvents {
  'notification:new': (notification: Notification) => void;
  /** The newest page of one conversation, oldest first (answer to getPreviousMessages). */
  previousMessages: (messages: ChatMessage[]) => void;
  /** A stored message, to every open tab of both people. */
  chatMessage: (message: ChatMessage) => void;
  chatError: (error: ChatError) => void;
  presence: (presence: Presence) => void;
  /** Video room chat, to the other participant of the room. */
  'receive-message': (message: VideoRoomMessage) => void;
  /** WebRTC signalling from the other participant of the room (no roomId check needed). */
  'video-signal': (signal: VideoSignal & { from: string }) => void;
  /** The other participant joined (or rejoined) with connection `peerId`: a fresh connection. */
  'peer-joined': (room: { roomId: string; peerId: string }) => void;
  'peer-left': (left: PeerLeft) => void;
  /** This tab was replaced by the same person's newer tab. */
  'room-taken-over': (room: { roomId: string }) => void;
  /**
   * Sent just before the server closes this connection because the person has more open than
   * MAX_SOCKETS_PER_USER (the oldest go first); `message` is for showing.
   */
  'too-many-connections': (closed: { message: string }) => void;
  /** The room closed (booking cancelled, or its window over): nothing more is relayed. */
  'video:closed': (closed: VideoClosed) => void;
  /** The other participant's camera and microphone, on or off. */
  'media-state': (state: MediaState) => void;
  /** Someone of a due booking rings this person (every tab; also to a tab opened mid-ring). */
  'call:incoming': (call: IncomingCall) => void;
  /** A ring is over: answered (both go to the room), declined or missed. */
  'call:ended': (ended: CallEnded) => void;
}

export interface ClientToServerEvents {
  getPreviousMessages: (request: GetPreviousMessages) => void;
  chatMessage: (message: SendChatMessage, ack?: (answer: ChatMessageAck) => void) => void;
  'join-room': (room: JoinRoom, ack?: (answer: JoinRoomAck) => void) => void;
  'send-message': (message: SendRoomMessage, ack?: (answer: SendRoomMessageAck) => void) => void;
  'video-signal': (signal: VideoSignal) => void;
  'leave-room': (leave: LeaveRoom) => void;
  'media-state': (state: MediaState) => void;
  /** The calls ringing this person now (a tab opened or reconnected mid-ring). */
  'call:ringing-now': (request: RingingNowRequest, ack?: (calls: IncomingCall[]) => void) => void;
}

/** What each client event carries: the server validates with these, the fuzz suite reads them. */
export const clientEventSchemas = {
  getPreviousMessages: getPreviousMessagesSchema,
  chatMessage: sendChatMessageSchema,
  'join-room': joinRoomSchema,
  'send-message': sendRoomMessageSchema,
  'video-signal': videoSignalSchema,
  'leave-room': leaveRoomSchema,
  'media-state': mediaStateSchema,
  'call:ringing-now': ringingNowRequestSchema,
} as const;

/** The connect_error message when the token is missing or no longer valid. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
/**
 * The server could not check the session (its database is away) and hung up: the client
 * reconnects by itself, with its usual back-off. Never shown to anyone.
 */
export const SOCKET_UNAVAILABLE = 'unavailable';
