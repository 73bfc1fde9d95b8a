import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Link } from 'react-router';
import {
  isVideoRoomOpen,
  JOIN_VIDEO_EARLY_MINUTES,
  type MyAppointment,
  profileMessages,
} from '@solace/shared';

export const JOIN_VIDEO_HINT = profileMessages.joinVideoHint(JOIN_VIDEO_EARLY_MINUTES);

/** Join video follows the room's own window (shared with the server): from 10 minutes before. */
function canJoinVideo(appointment: MyAppointment, now: Date): boolean {
  if (appointment.status !== 'booked') return false;
  return isVideoRoomOpen(appointment.start_time, appointment.end_time, now);
}

/**
 * Join video of one booked session: a link into its room while the room is open, else a
 * disabled button saying when it opens (the list on /appointments and the client's home).
 */
export function JoinVideoButton({ appointment, now }: { appointment: MyAppointment; now: Date }) {
  const hintId = useId();
  if (canJoinVideo(appointment, now)) {
    return (
      <Box>
        <Button
          component={Link}
          to={`/video-chat/${encodeURIComponent(appointment.roomId)}`}
          variant="contained"
          startIcon={<VideocamIcon />}
        >
          {profileMessages.joinVideo}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Button variant="contained" startIcon={<VideocamIcon />} disabled aria-describedby={hintId}>
        {profileMessages.joinVideo}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {JOIN_VIDEO_HINT}
      </Typography>
    </Box>
  );
}
