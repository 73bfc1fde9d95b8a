import { Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  formatClockTime,
  type VideoRoomOpen,
  videoMessages,
  videoRoomWindow,
} from '@solace/shared';
import { CrisisLine } from '../../components/CrisisLine';
import { useNow } from '../../lib/use-now';
import { SessionTimes } from './SessionTimes';

interface Props {
  room: VideoRoomOpen;
  /** Who ended it: this person (after confirming) or the other. */
  endedBy: 'me' | 'other';
  onRejoin: () => void;
}

const m = videoMessages;

/**
 * After the call, for both people alike: who ended it, and what next. Rejoin while the room is
 * open; for the client, booking the next session and rating this one (once it has ended, in
 * the appointments list's own rating dialog); for the therapist, the dashboard; and help.
 */
export function CallEnded({ room, endedBy, onRejoin }: Props) {
  const now = useNow();
  const end = new Date(room.endTime);
  const canRejoin = now < videoRoomWindow(room.startTime, room.endTime).closesAt;
  const client = room.role === 'patient';
  return (
    <Paper
      component="section"
      aria-labelledby="call-ended-title"
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 3 } }}
    >
      <Typography id="call-ended-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {m.endedTitle}
      </Typography>
      <Typography role="status" sx={{ mb: 1 }}>
        {endedBy === 'me' ? m.youEnded : m.otherEnded}
      </Typography>
      <SessionTimes startTime={room.startTime} endTime={room.endTime} />

      <Typography variant="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1.5 }}>
        {m.nextSteps}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {canRejoin && (
          <Button variant="contained" onClick={onRejoin}>
            {m.rejoin}
          </Button>
        )}
        {client ? (
          <>
            <Button
              component={Link}
              to={`/bookings/${encodeURIComponent(room.doctorId)}`}
              variant="outlined"
            >
              {m.bookNext}
            </Button>
            {now >= end && (
              <Button
                component={Link}
                to={`/appointments?rate=${encodeURIComponent(room.bookingId)}`}
                variant="outlined"
              >
                {m.rateSession}
              </Button>
            )}
          </>
        ) : (
          <Button component={Link} to="/dochome" variant="outlined">
            {m.backToDashboard}
          </Button>
        )}
      </Stack>
      {client && now < end && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {m.rateAfterEnd(formatClockTime(end))}
        </Typography>
      )}

      <Box sx={{ mt: 3 }}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {m.needHelp}
        </Typography>
        <CrisisLine />
        <MuiLink component={Link} to="/report-problem" sx={{ display: 'inline-block', mt: 1.5 }}>
          {m.reportProblem}
        </MuiLink>
      </Box>
    </Paper>
  );
}
