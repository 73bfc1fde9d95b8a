import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { AccountMenu } from './AccountMenu';
import { LanguageLink } from './LanguageLink';
import { Logo } from './Logo';
import { NavItemButton } from './NavItemButton';
import {
  aboutLink,
  contactLink,
  greeting,
  loginLink,
  messagesLink,
  ownPlaceLink,
  accountMenuLinks,
  servicesLink,
  signUpLink,
  therapistsLink,
  urgentHelpLink,
  type NavItem,
} from './nav-rules';
import { appMessages } from '@solace/shared';

const wideOnly = { display: { xs: 'none', md: 'flex' } } as const;

// The drawer (MUI's modal, focus trap and slide) serves the narrow layout only: wide screens
// never fetch it, so it stays off their first page.
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);

interface Props {
  /**
   * The signed-in user's notifications control, shown before the account menu. app/ passes the
   * bell in: shared components never import a feature.
   */
  notifications?: ReactNode;
  /** Unread chat messages, counted on the Messages link (app/ reads them from the chat feature). */
  unreadMessages?: number;
}

/** The top navigation of the spec: signed-out and signed-in variants, a drawer below 900 px. */
export function NavBar({ notifications, unreadMessages = 0 }: Props) {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Where the menu button shows, the drawer is fetched at once so that it opens on the first
  // press; elsewhere (a window narrowed later) on that press. It stays mounted once opened, so
  // that closing it plays its slide out.
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();

  const signedIn = status === 'authenticated';
  const signedOut = status === 'unauthenticated';
  // While the session is being checked, only the links both variants share are shown.
  const links: NavItem[] = [therapistsLink, servicesLink];
  if (signedOut) links.push(aboutLink, contactLink);
  if (signedIn && user) links.push(ownPlaceLink(user.role));
  if (signedIn) links.push({ ...messagesLink, count: unreadMessages });
  const accountLinks = signedOut
    ? [loginLink, signUpLink]
    : signedIn
      ? accountMenuLinks(user?.role)
      : [];

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.92),
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar
          component="nav"
          aria-label={appMessages.mainNavigation}
          sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}
        >
          <Logo />
          <Box sx={{ ...wideOnly, gap: 0.5, ml: 3 }}>
            {links.map((link) => (
              <NavItemButton key={link.to} item={link} />
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {/* Wide screens: beside the urgent-help link; narrow ones: in the menu (the bar's
              room at 375 px is the urgent-help link's and the menu button's). */}
          <Box sx={wideOnly}>
            <LanguageLink />
          </Box>
          {/* A plain link at every width: it works before scripts run (the page is drawn on the
              server) and stays one tap away on a phone, beside the menu button. */}
          <Button
            component={Link}
            to={urgentHelpLink.to}
            variant="outlined"
            size="small"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: { xs: 1, sm: 1.5 } }}
          >
            {urgentHelpLink.label}
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
            {status === 'loading' && (
              // Holds the account area's place so nothing jumps when the check finishes.
              <Box aria-hidden="true" sx={{ ...wideOnly, width: 200, height: 40 }} />
            )}
            {signedOut && (
              <Box sx={{ ...wideOnly, gap: 1 }}>
                <NavItemButton item={loginLink} />
                <Button component={Link} to={signUpLink.to} variant="contained">
                  {signUpLink.label}
                </Button>
              </Box>
            )}
            {signedIn && (
              <>
                {notifications}
                <Box sx={wideOnly}>
                  <AccountMenu />
                </Box>
              </>
            )}
            <IconButton
              aria-label={appMessages.openNavigationMenu}
              aria-haspopup="true"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? drawerId : undefined}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'text.primary' }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {(narrow || drawerUsed) && (
        // It opens over the page (a portal): nothing to hold a place for while it arrives.
        <Suspense>
          <MobileNavDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={links}
            accountLinks={accountLinks}
            greetingText={signedIn ? greeting(user?.name) : undefined}
            onLogout={
              signedIn
                ? () => {
                    void logout().then(() => navigate('/'));
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </AppBar>
  );
}
