import { Alert, Typography } from '@mui/material';
import { formatClockTime, videoMessages } from '@solace/shared';
import { useNow } from '../../lib/use-now';
import { formatCountdown } from './countdown';

interface Props {
  role: 'patient' | 'doctor';
  otherName: string;
  startTime: string;
}

const m = videoMessages;

/**
 * Before the start: when it starts, counting down each second (a timer, which screen readers do
 * not read out every tick), and for the client that the therapist knows they are here.
 */
export function WaitingNotice({ role, otherName, startTime }: Props) {
  const now = useNow({ intervalMs: 1_000 });
  const start = new Date(startTime);
  const left = start.getTime() - now.getTime();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {m.startsAt(formatClockTime(start))}
        {' · '}
        <span role="timer">{left > 0 ? m.countdown(formatCountdown(left)) : m.startedAlready}</span>
      </Typography>
      {role === 'patient' && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {m.inWaitingRoom(otherName)}
        </Alert>
      )}
    </>
  );
}
