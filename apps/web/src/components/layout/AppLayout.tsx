import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionExpiryRedirect } from '../../lib/auth/use-session-expiry-redirect';
import { Footer } from '../footer/Footer';
import { NavBar } from '../nav/NavBar';
import { isNavHidden } from '../nav/nav-rules';
import { SkipLink } from './SkipLink';

/**
 * The frame of every screen. ScrollRestoration scrolls to the top on each new page, to the
 * element named by the hash for links like /#aboutus, and back to where the user was on Back.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useSessionExpiryRedirect();
  const showChrome = !isNavHidden(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {showChrome && <NavBar />}
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
