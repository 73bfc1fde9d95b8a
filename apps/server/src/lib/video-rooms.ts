import type { VideoClosed } from '@solace/shared';

/**
 * The socket.io room of a consultation; with the Redis adapter it spans every instance. Here,
 * below the features, because bookings (which cancel) sit below video (which runs the rooms).
 */
export const videoRoomName = (roomId: string) => `video:${roomId}`;
export const VIDEO_ROOM_PREFIX = 'video:';
export const videoRoomIdOf = (name: string) => name.slice(VIDEO_ROOM_PREFIX.length);

/**
 * Closes a room under both people, on every instance: they are told why (`video:closed`) and
 * taken out of it, so nothing more is relayed between them.
 */
export function closeVideoRoom(
  realtime: { closeRoom(room: string, event: 'video:closed', closed: VideoClosed): void },
  roomId: string,
  reason: VideoClosed['reason'],
) {
  realtime.closeRoom(videoRoomName(roomId), 'video:closed', { roomId, reason });
}
