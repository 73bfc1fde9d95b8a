import { Typography, type SxProps, type Theme } from '@mui/material';
import {
  formatLongDay,
  formatTimeRange,
  videoMessages,
  viewerTimeZone,
  timeZoneName,
} from '@solace/shared';

interface Props {
  startTime: string;
  endTime: string;
  sx?: SxProps<Theme>;
}

/**
 * The session's day, start and end, in the viewer's own zone and naming it: the room shows it
 * in every state (waiting, in the call, after it), so nobody has to work out when it ends.
 */
export function SessionTimes({ startTime, endTime, sx }: Props) {
  const start = new Date(startTime);
  const end = new Date(endTime);
  const range = `${formatLongDay(start)}, ${formatTimeRange(start, end)}`;
  return (
    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', ...sx }}>
      <time dateTime={startTime}>
        {videoMessages.sessionTimes(range, timeZoneName(viewerTimeZone(), start))}
      </time>
    </Typography>
  );
}
