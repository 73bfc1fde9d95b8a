import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../components/footer/Footer';
import { SkipLink } from '../components/layout/SkipLink';
import { NavBar } from '../components/nav/NavBar';
import { isNavHidden } from '../components/nav/nav-rules';
import { useAuth } from '../lib/auth/use-auth';
import { useSessionExpiryRedirect } from '../lib/auth/use-session-expiry-redirect';
import { NavigationProgress } from './PageLoading';

// Fetched once someone signs in: the socket client, the inbox and the bell stay off the first
// page of a visitor.
const ChatInbox = lazy(() => import('./ChatInbox'));
const SessionKeeper = lazy(() => import('./SessionKeeper'));
const NotificationBell = lazy(() =>
  import('../features/notifications').then((m) => ({ default: m.NotificationBell })),
);

// The ringing dialog of a call (issue 28), on every page of a signed-in person.
const IncomingCallDialog = lazy(() =>
  import('../features/calls').then((m) => ({ default: m.IncomingCallDialog })),
);

/** Holds the bell's place while its code arrives, so the account menu beside it never moves. */
const bellPlaceholder = <Box sx={{ width: 40, height: 40 }} />;

/**
 * The frame of every screen. It lives in app/ because it composes: the navigation bar is a shared
 * component and the bell inside it a feature, which only app/ may bring together.
 * ScrollRestoration scrolls to the top on each new page, to the element named by the hash for
 * links like /#aboutus, and back to where the user was on Back.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const signedIn = useAuth().status === 'authenticated';
  const [unreadMessages, setUnreadMessages] = useState(0);
  useSessionExpiryRedirect();
  const showChrome = !isNavHidden(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavigationProgress />
      {signedIn && (
        <>
          <Suspense>
            <ChatInbox onUnread={setUnreadMessages} />
          </Suspense>
          <Suspense>
            <SessionKeeper />
          </Suspense>
          <Suspense>
            <IncomingCallDialog />
          </Suspense>
        </>
      )}
      {showChrome && (
        <NavBar
          notifications={
            signedIn && (
              <Suspense fallback={bellPlaceholder}>
                <NotificationBell />
              </Suspense>
            )
          }
          unreadMessages={signedIn ? unreadMessages : 0}
        />
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Outlet />
      </Box>
      {showChrome && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}
