import { useEffect, useState } from 'react';
import type { MediaState } from '@solace/shared';
import type { SolaceSocket } from '../../lib/socket';
import type { CallStatus } from './use-video-call';

type Devices = Pick<MediaState, 'camera' | 'microphone'>;

/**
 * Camera and microphone on or off, both ways (`media-state`): a disabled camera track still
 * sends black frames, so the other side cannot tell it from a dark room without being told.
 * Ours is sent on every change and whenever the call's state moves (the other person joined,
 * rejoined or reconnected and must learn it afresh).
 */
export function useMediaState(
  roomId: string,
  socket: SolaceSocket | null,
  mine: Devices,
  status: CallStatus,
): Devices {
  const [theirs, setTheirs] = useState<Devices>({ camera: true, microphone: true });
  const { camera, microphone } = mine;

  useEffect(() => {
    if (!socket) return;
    const receive = (state: MediaState) => {
      if (state.roomId === roomId)
        setTheirs({ camera: state.camera, microphone: state.microphone });
    };
    socket.on('media-state', receive);
    return () => {
      socket.off('media-state', receive);
    };
  }, [socket, roomId]);

  useEffect(() => {
    if (!socket || !['connecting', 'connected', 'reconnecting'].includes(status)) return;
    socket.emit('media-state', { roomId, camera, microphone });
  }, [socket, roomId, camera, microphone, status]);

  return theirs;
}
