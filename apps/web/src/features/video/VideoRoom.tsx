import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { type VideoRoomOpen, videoMessages } from '@solace/shared';
import { holdLiveCall } from '../../lib/auth/live-call';
import { useSocket } from '../../lib/use-socket';
import { callStatusText, type OtherSide } from './call-status';
import { CallControls } from './CallControls';
import { EndCallDialog } from './EndCallDialog';
import { RoomChat } from './RoomChat';
import type { LocalMedia } from './use-local-media';
import { useFitAboveBar } from './use-fit-above-bar';
import { useMediaState } from './use-media-state';
import { useRoomChat } from './use-room-chat';
import { useScreenShare } from './use-screen-share';
import { useVideoCall } from './use-video-call';
import { VideoTile } from './VideoTile';

interface Props {
  room: VideoRoomOpen;
  me: string;
  media: LocalMedia;
  /** The call is over for this person: they ended it, or the other person did. */
  onEnded: (by: 'me' | 'other') => void;
}

const m = videoMessages;
/** The fixed control bar's height: the page keeps this much free below its content. */
const BAR_HEIGHT = 72;

/**
 * The call itself: the other person as large as the screen allows, ourselves small over them,
 * the controls fixed at the bottom (so video and controls fit without scrolling, on a laptop
 * and on a phone), and the chat beside or below.
 */
export function VideoRoom({ room, me, media, onEnded }: Props) {
  const sessionSocket = useSocket();
  // When the session ends mid-call the socket goes (the server closes it), but the call keeps
  // the one it had: a new (null) socket would tear down a peer connection that needs no server.
  const [socket, setSocket] = useState(sessionSocket);
  if (sessionSocket && sessionSocket !== socket) setSocket(sessionSocket);
  const other: OtherSide = room.role === 'patient' ? 'Therapist' : 'Client';
  const call = useVideoCall({ room, socket, stream: media.stream, active: true });
  const chat = useRoomChat(room.roomId, socket, room.messages);
  const camera = media.stream?.getVideoTracks()[0] ?? null;
  const microphone = media.stream?.getAudioTracks()[0] ?? null;
  const share = useScreenShare(camera, call.sendVideo);
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = {
    camera: Boolean(camera) && (!videoOff || Boolean(share.screen)),
    microphone: Boolean(microphone) && !muted,
  };
  const theirs = useMediaState(room.roomId, socket, mine, call.status);

  const toggleMute = () => {
    if (microphone) microphone.enabled = muted;
    setMuted(!muted);
  };
  const toggleVideo = () => {
    if (camera) camera.enabled = videoOff;
    setVideoOff(!videoOff);
  };
  const end = () => {
    setConfirming(false);
    call.end();
    void share.stop();
    onEnded('me');
  };
  // The other person ended it: this side's call is over too, with the same next steps.
  useEffect(() => {
    if (call.status === 'ended') onEnded('other');
  }, [call.status, onEnded]);
  const ownPicture = useMemo(
    () => (share.screen ? new MediaStream([share.screen]) : media.stream),
    [share.screen, media.stream],
  );
  const statusText = callStatusText(call.status, other);
  const over = ['taken-over', 'refused', 'cancelled', 'closed'].includes(call.status);
  // In the room, the person is here: no idle prompt, the session kept alive, no sign-out redirect.
  const live = !over && call.status !== 'ended';
  useEffect(() => (live ? holdLiveCall() : undefined), [live]);
  const videoBox = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const videoMaxHeight = useFitAboveBar(videoBox, bar);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        gap: 2,
        pb: over ? 0 : `${BAR_HEIGHT}px`,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {media.access === 'audio-only' && <Alert severity="warning">{m.noCamera}</Alert>}
        {media.access === 'none' && <Alert severity="warning">{m.noMedia}</Alert>}
        <Typography role="status" aria-live="polite" sx={{ my: 1, fontWeight: 600 }}>
          {statusText}
        </Typography>
        <Box ref={videoBox} sx={{ position: 'relative' }}>
          <VideoTile
            label={other}
            name={room.otherName}
            videoName={m.remoteVideo(room.otherName)}
            stream={call.remote}
            placeholder={call.remote ? undefined : statusText}
            cameraOff={!theirs.camera}
            microphoneOff={!theirs.microphone}
            fit="contain"
            // The whole picture between what is above it and the control bar, unscrolled.
            sx={{ maxHeight: videoMaxHeight }}
          />
          <VideoTile
            label={m.you}
            videoName={m.ownVideo}
            stream={ownPicture}
            cameraOff={!mine.camera}
            microphoneOff={!mine.microphone}
            muted
            mirrored={!share.screen}
            sx={{
              position: 'absolute',
              right: 8,
              top: 8,
              width: { xs: '32%', sm: '26%' },
              boxShadow: 3,
              border: '2px solid #fff',
            }}
          />
        </Box>
      </Box>
      <RoomChat
        me={me}
        other={other}
        list={chat.messages}
        onSend={chat.send}
        sending={chat.sending}
      />
      {!over && (
        <Box
          ref={bar}
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 'appBar',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            minHeight: BAR_HEIGHT,
            display: 'grid',
            placeItems: 'center',
            pb: 'env(safe-area-inset-bottom)',
          }}
        >
          <CallControls
            muted={muted}
            videoOff={videoOff}
            sharing={Boolean(share.screen)}
            hasAudio={Boolean(microphone)}
            hasVideo={Boolean(camera)}
            canShare={share.supported}
            onMute={toggleMute}
            onVideo={toggleVideo}
            onShare={() => void (share.screen ? share.stop() : share.start())}
            onEnd={() => setConfirming(true)}
          />
        </Box>
      )}
      <EndCallDialog open={confirming} onStay={() => setConfirming(false)} onEnd={end} />
    </Box>
  );
}
