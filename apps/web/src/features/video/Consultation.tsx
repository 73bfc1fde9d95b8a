import { useCallback, useState } from 'react';
import { Box } from '@mui/material';
import type { VideoRoomOpen } from '@solace/shared';
import { useNow } from '../../lib/use-now';
import { CallEnded } from './CallEnded';
import { PreJoinCheck } from './PreJoinCheck';
import { SessionTimes } from './SessionTimes';
import { useArrival } from './use-arrival';
import { useLocalMedia } from './use-local-media';
import { VideoRoom } from './VideoRoom';
import { WaitingNotice } from './WaitingNotice';

/**
 * The open room: the device check, the call, then the end page. Camera and microphone are asked
 * for on entry and released with the call (the end page holds none); Rejoin asks afresh.
 */
function CallWithDevices({
  room,
  me,
  onEnded,
}: {
  room: VideoRoomOpen;
  me: string;
  onEnded: (by: 'me' | 'other') => void;
}) {
  const media = useLocalMedia();
  const [joined, setJoined] = useState(false);
  const now = useNow({ intervalMs: 5_000, active: !joined });
  const early = now < new Date(room.startTime);
  if (joined) return <VideoRoom room={room} me={me} media={media} onEnded={onEnded} />;
  return (
    <>
      {early && (
        <Box sx={{ maxWidth: 560, mx: 'auto', mb: 2 }}>
          <WaitingNotice role={room.role} otherName={room.otherName} startTime={room.startTime} />
        </Box>
      )}
      <PreJoinCheck media={media} onJoin={() => setJoined(true)} />
    </>
  );
}

export function Consultation({ room, me }: { room: VideoRoomOpen; me: string }) {
  const [endedBy, setEndedBy] = useState<'me' | 'other' | null>(null);
  // Rejoin remounts the call: a fresh device check, a fresh join.
  const [attempt, setAttempt] = useState(0);
  const onEnded = useCallback((by: 'me' | 'other') => setEndedBy(by), []);
  // The client in the open room before the end waits for the therapist: they are told.
  const beforeEnd = Date.now() < Date.parse(room.endTime);
  useArrival(room.roomId, room.role === 'patient' && endedBy === null && beforeEnd);

  return (
    <>
      <SessionTimes
        startTime={room.startTime}
        endTime={room.endTime}
        sx={{ textAlign: 'center', mb: 1 }}
      />
      {endedBy ? (
        <CallEnded
          room={room}
          endedBy={endedBy}
          onRejoin={() => {
            setEndedBy(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <CallWithDevices key={attempt} room={room} me={me} onEnded={onEnded} />
      )}
    </>
  );
}
