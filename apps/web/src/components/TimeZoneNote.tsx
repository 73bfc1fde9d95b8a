import { Typography, type SxProps, type Theme } from '@mui/material';
import { viewerTimeZoneName, appMessages } from '@solace/shared';

/** The line under a list of times saying which zone they are in, by its long name. */
export function TimeZoneNote({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {appMessages.timesShownIn(viewerTimeZoneName())}
    </Typography>
  );
}
