import { useEffect } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { formatClockTime, type VideoRoomEarly, videoMessages } from '@solace/shared';
import { useNow } from '../../lib/use-now';
import { SessionTimes } from './SessionTimes';
import { WaitingNotice } from './WaitingNotice';

interface Props {
  room: VideoRoomEarly;
  /** Asks for the room again: called from its opening time on, until it has opened. */
  onOpen: () => void;
}

const m = videoMessages;

/**
 * Arriving before the room opens: the session's times, a countdown, that the therapist has been
 * told (for the client), and the room opening by itself at its time, without a reload.
 */
export function WaitingRoom({ room, onOpen }: Props) {
  const now = useNow({ intervalMs: 1_000 });
  const opensAt = new Date(room.opensAt);
  const due = now.getTime() >= opensAt.getTime();
  // Each second from the opening on, until the answer is the open room (a clock a little
  // ahead of the server's only makes it ask a second or two longer).
  useEffect(() => {
    if (due) onOpen();
  }, [due, now, onOpen]);

  return (
    <Paper
      component="section"
      aria-labelledby="waiting-room-title"
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 3 } }}
    >
      <Typography id="waiting-room-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {m.waitingRoomTitle}
      </Typography>
      <SessionTimes startTime={room.startTime} endTime={room.endTime} sx={{ mb: 1.5 }} />
      <WaitingNotice role={room.role} otherName={room.otherName} startTime={room.startTime} />
      {room.role === 'doctor' && <Typography sx={{ mt: 1.5 }}>{m.therapistEarly}</Typography>}
      <Box sx={{ mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {m.roomOpensAt(formatClockTime(opensAt))}
        </Typography>
      </Box>
    </Paper>
  );
}
