import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { type VideoRoomOpen, videoMessages } from '@solace/shared';
import { holdLiveCall } from '../../lib/auth/live-call';
import { useSocket } from '../../lib/use-socket';
import { callStatusText, type OtherSide } from './call-status';
import { CallControls } from './CallControls';
import { RoomChat } from './RoomChat';
import type { LocalMedia } from './use-local-media';
import { useRoomChat } from './use-room-chat';
import { useScreenShare } from './use-screen-share';
import { useVideoCall } from './use-video-call';
import { VideoTile } from './VideoTile';

interface Props {
  room: VideoRoomOpen;
  me: string;
  media: LocalMedia;
}

const m = videoMessages;

/** The call itself: the other person full size, ourselves small over it, controls and chat. */
export function VideoRoom({ room, me, media }: Props) {
  const navigate = useNavigate();
  const sessionSocket = useSocket();
  // When the session ends mid-call the socket goes (the server closes it), but the call keeps
  // the one it had: a new (null) socket would tear down a peer connection that needs no server.
  const [socket, setSocket] = useState(sessionSocket);
  if (sessionSocket && sessionSocket !== socket) setSocket(sessionSocket);
  const other: OtherSide = room.role === 'patient' ? m.therapist : m.client;
  const call = useVideoCall({ room, socket, stream: media.stream, active: true });
  const chat = useRoomChat(room.roomId, socket, room.messages);
  const camera = media.stream?.getVideoTracks()[0] ?? null;
  const microphone = media.stream?.getAudioTracks()[0] ?? null;
  const share = useScreenShare(camera, call.sendVideo);
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);

  const toggleMute = () => {
    if (microphone) microphone.enabled = muted;
    setMuted(!muted);
  };
  const toggleVideo = () => {
    if (camera) camera.enabled = videoOff;
    setVideoOff(!videoOff);
  };
  const end = () => {
    call.end();
    void share.stop();
    navigate(room.role === 'doctor' ? '/dochome' : '/profile');
  };
  const ownPicture = useMemo(
    () => (share.screen ? new MediaStream([share.screen]) : media.stream),
    [share.screen, media.stream],
  );
  const statusText = callStatusText(call.status, other);
  const over = ['taken-over', 'refused', 'cancelled', 'closed'].includes(call.status);
  // In the room, the person is here: no idle prompt, the session kept alive, no sign-out redirect.
  const live = !over && call.status !== 'ended';
  useEffect(() => (live ? holdLiveCall() : undefined), [live]);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        gap: 2,
      }}
    >
      <Box>
        {media.access === 'audio-only' && <Alert severity="warning">{m.noCamera}</Alert>}
        {media.access === 'none' && <Alert severity="warning">{m.noMedia}</Alert>}
        <Typography role="status" aria-live="polite" sx={{ my: 1, fontWeight: 600 }}>
          {statusText}
        </Typography>
        <Box sx={{ position: 'relative' }}>
          <VideoTile label={other} stream={call.remote} placeholder={statusText} />
          <VideoTile
            label={m.you}
            stream={ownPicture}
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
        {!over && (
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
            onEnd={end}
          />
        )}
      </Box>
      <RoomChat
        me={me}
        other={other}
        list={chat.messages}
        onSend={chat.send}
        sending={chat.sending}
      />
    </Box>
  );
}
