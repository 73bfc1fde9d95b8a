import { LinearProgress } from '@mui/material';
import { appMessages } from '@solace/shared';

/** The thin bar of a slow navigation (see NavigationProgress); fetched the first time it shows. */
export default function NavigationBar() {
  return (
    <LinearProgress
      aria-label={appMessages.loadingPage}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }}
    />
  );
}
