import { useEffect, useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router';
import { appMessages } from '@solace/shared';
import { LoadingLine } from '../components/LoadingLine';

/**
 * Most chunks arrive within a blink: saying "loading" for those would only flicker. Feedback
 * appears once the wait is long enough to notice.
 */
export const LOADING_FEEDBACK_DELAY_MS = 400;

function useDelayed(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), LOADING_FEEDBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active && shown;
}

/**
 * What the page area shows while the first screen's code arrives: it fills the space the screen
 * will take (the footer stays at the bottom, nothing jumps), and only after a noticeable wait
 * does it say it is loading.
 */
export function PageLoading() {
  const shown = useDelayed(true);
  return (
    <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}>
      {shown && <LoadingLine text={appMessages.loadingPage} />}
    </Box>
  );
}

/**
 * While a later screen's code arrives the current screen stays in place; a thin bar pinned to the
 * top edge (it takes no room, so nothing moves) tells a slow wait apart from a dead click.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  const shown = useDelayed(loading);
  if (!shown) return null;
  return (
    <LinearProgress
      aria-label={appMessages.loadingPage}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }}
    />
  );
}
