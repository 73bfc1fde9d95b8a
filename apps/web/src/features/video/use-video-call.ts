import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  JoinRoomAck,
  PeerLeft,
  VideoClosed,
  VideoRoomOpen,
  VideoSignal,
} from '@solace/shared';
import type { SolaceSocket } from '../../lib/socket';
import { PeerLink, type Signal } from './peer-link';

/** Where the call stands, as the page words it (`callStatusText`). */
export type CallStatus =
  | 'joining'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'left'
  | 'ended'
  | 'taken-over'
  | 'refused'
  /** The room closed under both people: the booking was cancelled, or its time is over. */
  | 'cancelled'
  | 'closed';

interface Options {
  room: VideoRoomOpen;
  socket: SolaceSocket | null;
  /** The local camera and microphone (null: chat only). */
  stream: MediaStream | null;
  /** False until the person pressed Join after the pre-join check. */
  active: boolean;
}

const afterPeerLeft: Record<PeerLeft['reason'], CallStatus> = {
  ended: 'ended',
  left: 'left',
  // The other person's socket dropped; their media may still flow while it comes back.
  disconnected: 'reconnecting',
};

/**
 * The call: joins the room over the shared socket (again after every reconnect), makes a fresh
 * peer connection for each connection of the other person (a join, a rejoin, a new tab), relays signalling both ways, and keeps
 * the outgoing video (camera or shared screen) across those fresh connections.
 */
export function useVideoCall({ room, socket, stream, active }: Options) {
  const [status, setStatus] = useState<CallStatus>('joining');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useRef<PeerLink | null>(null);
  /** The video we send: the camera, or the screen while sharing. */
  const outgoingVideo = useRef<MediaStreamTrack | null>(null);
  const left = useRef(false);
  const { roomId } = room;

  useEffect(() => {
    outgoingVideo.current = stream?.getVideoTracks()[0] ?? null;
  }, [stream]);

  useEffect(() => {
    if (!socket || !active) return;
    left.current = false;
    let polite = room.polite;
    /** The other side's connection (socket) our current link talks to. */
    let linkPeer: string | null = null;
    const send = (signal: Signal) =>
      socket.emit('video-signal', { roomId, ...(signal as Omit<VideoSignal, 'roomId'>) });
    const drop = () => {
      link.current?.close();
      link.current = null;
      linkPeer = null;
      setRemote(null);
    };
    /**
     * One link per connection of the other side: a link never mixes two connections'
     * descriptions (a reload, a rejoin, a second tab), and a link to the same one is kept.
     */
    const connectTo = (peer: string) => {
      if (link.current && linkPeer === peer) return;
      drop();
      linkPeer = peer;
      const tracks = [stream?.getAudioTracks()[0], outgoingVideo.current].filter(
        (track): track is MediaStreamTrack => Boolean(track),
      );
      const created = new PeerLink({
        iceServers: room.iceServers,
        polite,
        tracks,
        send,
        // A new stream object, so the video element takes the tracks that came.
        onTrack: () => {
          if (link.current === created) setRemote(new MediaStream(created.remote.getTracks()));
        },
        onState: (state) => {
          if (link.current !== created) return;
          if (state === 'connected') setStatus('connected');
          else if (state === 'disconnected' || state === 'failed') setStatus('reconnecting');
        },
      });
      link.current = created;
      setStatus('connecting');
    };
    /**
     * When the other person's connection is there, the impolite side (the therapist) offers and
     * the polite side waits for that offer: no glare at the start, where Chrome would drop the
     * ICE candidates of the polite side's rolled-back offer. Later renegotiation, from either
     * side, is perfect negotiation's.
     */
    const meet = (peer: string) => {
      if (!polite) return connectTo(peer);
      if (linkPeer !== peer) drop();
      setStatus('connecting');
    };
    const join = () => {
      socket.emit('join-room', { roomId }, (answer: JoinRoomAck) => {
        if (left.current) return;
        if (!answer.ok) {
          drop();
          setRefusal(answer.error);
          setStatus('refused');
          return;
        }
        polite = answer.polite;
        if (answer.peerId) meet(answer.peerId);
        else setStatus((now) => (now === 'left' || now === 'ended' ? now : 'waiting'));
      });
    };
    const onSignal = (signal: Signal & { roomId: string; from: string }) => {
      if (signal.roomId !== roomId || left.current) return;
      connectTo(signal.from);
      void link.current?.receive(signal);
    };
    const onPeerJoined = ({ roomId: id, peerId }: { roomId: string; peerId: string }) => {
      if (id === roomId && !left.current) meet(peerId);
    };
    /** Media still flowing: the signalling socket (ours or theirs) is not the call. */
    const mediaFlows = () => link.current?.pc.connectionState === 'connected';
    const onPeerLeft = ({ roomId: id, reason }: PeerLeft) => {
      if (id !== roomId || left.current) return;
      if (reason === 'disconnected' && mediaFlows()) return;
      if (reason !== 'disconnected') drop();
      setStatus(afterPeerLeft[reason]);
    };
    const onTakenOver = ({ roomId: id }: { roomId: string }) => {
      if (id !== roomId) return;
      left.current = true;
      drop();
      setStatus('taken-over');
    };
    const onClosed = ({ roomId: id, reason }: VideoClosed) => {
      if (id !== roomId) return;
      left.current = true;
      drop();
      setStatus(reason === 'cancelled' ? 'cancelled' : 'closed');
    };
    const onDisconnect = () => {
      // A session that ended mid-call takes the socket but not the peer connection.
      if (!left.current && !mediaFlows()) setStatus('reconnecting');
    };

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('video-signal', onSignal);
    socket.on('peer-joined', onPeerJoined);
    socket.on('peer-left', onPeerLeft);
    socket.on('room-taken-over', onTakenOver);
    socket.on('video:closed', onClosed);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('video-signal', onSignal);
      socket.off('peer-joined', onPeerJoined);
      socket.off('peer-left', onPeerLeft);
      socket.off('room-taken-over', onTakenOver);
      socket.off('video:closed', onClosed);
      if (!left.current) socket.emit('leave-room', { roomId });
      left.current = true;
      drop();
    };
  }, [socket, active, roomId, room.iceServers, room.polite, stream]);

  /** Sends `track` instead of the current video, on this and every later connection. */
  const sendVideo = useCallback(async (track: MediaStreamTrack | null) => {
    outgoingVideo.current = track;
    await link.current?.replaceVideo(track);
  }, []);

  /** End Consultation: the other side is told, the connection closed. */
  const end = useCallback(() => {
    if (!left.current) socket?.emit('leave-room', { roomId, ended: true });
    left.current = true;
    link.current?.close();
    link.current = null;
    setRemote(null);
  }, [socket, roomId]);

  return { status, remote, refusal, sendVideo, end, link };
}
