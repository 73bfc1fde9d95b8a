import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../components/footer/Footer';
import { SkipLink } from '../components/layout/SkipLink';
import { NavBar } from '../components/nav/NavBar';
import { isNavHidden } from '../components/nav/nav-rules';
import { useChatInbox } from '../features/chat';
import { NotificationBell } from '../features/notifications';
import { useSessionExpiryRedirect } from '../lib/auth/use-session-expiry-redirect';

/**
 * The frame of every screen. It lives in app/ because it composes: the navigation bar is a shared
 * component and the bell inside it a feature, which only app/ may bring together.
 * ScrollRestoration scrolls to the top on each new page, to the element named by the hash for
 * links like /#aboutus, and back to where the user was on Back.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useSessionExpiryRedirect();
  const unreadMessages = useChatInbox();
  const showChrome = !isNavHidden(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {showChrome && (
        <NavBar notifications={<NotificationBell />} unreadMessages={unreadMessages} />
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
