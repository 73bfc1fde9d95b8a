import { lazy, Suspense, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useNavigation } from 'react-router';
import { appMessages } from '@solace/shared';

// Both show only after a noticeable wait, which a server-rendered page never has: their code
// (MUI's progress indicators) is fetched when first shown, not with the first page.
const LoadingLine = lazy(() =>
  import('../components/LoadingLine').then((m) => ({ default: m.LoadingLine })),
);
const NavigationBar = lazy(() => import('./NavigationBar'));

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
      {shown && (
        <Suspense>
          <LoadingLine text={appMessages.loadingPage} />
        </Suspense>
      )}
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
    <Suspense>
      <NavigationBar />
    </Suspense>
  );
}
