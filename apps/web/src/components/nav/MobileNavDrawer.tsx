import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router';
import { CrisisLine } from '../CrisisLine';
import { Logo } from './Logo';
import { LanguageLink } from './LanguageLink';
import { navItemName, urgentHelpLink, type NavItem } from './nav-rules';
import { NavItemLabel } from './NavItemButton';
import { appScreensMessages } from '@solace/shared';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The same page links the wide bar shows. */
  links: NavItem[];
  /** Account links (Login/Sign Up, or Profile/Report a problem), below a divider. */
  accountLinks: NavItem[];
  /** Shown above the account links when signed in. */
  greetingText?: string;
  onLogout?: () => void;
}

/** The narrow-screen navigation: the bar's links in a drawer, opened by the menu button. */
export function MobileNavDrawer(props: Props) {
  const { id, open, onClose, links, accountLinks, greetingText, onLogout } = props;
  const item = (link: NavItem) => (
    <ListItemButton
      key={link.to}
      component={Link}
      to={link.to}
      onClick={onClose}
      aria-label={link.count ? navItemName(link) : undefined}
    >
      <ListItemText
        primary={<NavItemLabel item={link} />}
        slotProps={{ primary: { sx: { fontWeight: 500 } } }}
      />
    </ListItemButton>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id } }}>
      <Box
        component="nav"
        aria-label={appScreensMessages.mainMenu}
        sx={{ width: 'min(320px, 85vw)', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo />
          <IconButton aria-label={appScreensMessages.closeNavigationMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>{links.map(item)}</List>
        {(accountLinks.length > 0 || onLogout) && <Divider />}
        {greetingText && (
          <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
            {greetingText}
          </Typography>
        )}
        <List>
          {accountLinks.map(item)}
          {onLogout && (
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemText
                primary={appScreensMessages.logout}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
            </ListItemButton>
          )}
        </List>
        {/* The crisis line for everyone, signed in or not, and its page one tap away. */}
        <List>{item(urgentHelpLink)}</List>
        <CrisisLine />
        <Box sx={{ px: 1, pt: 1 }}>
          <LanguageLink />
        </Box>
      </Box>
    </Drawer>
  );
}
