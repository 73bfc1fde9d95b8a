import { Typography, type SxProps, type Theme } from '@mui/material';
import { timeZoneName, viewerTimeZone, appScreensMessages } from '@solace/shared';

/**
 * The line under a list of times saying which zone they are in, by its long name: the viewer's,
 * or `timeZone` when the times were written in another (see useRenderTimeZone).
 */
export function TimeZoneNote({ sx, timeZone }: { sx?: SxProps<Theme>; timeZone?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {appScreensMessages.timesShownIn(timeZoneName(timeZone ?? viewerTimeZone()))}
    </Typography>
  );
}
