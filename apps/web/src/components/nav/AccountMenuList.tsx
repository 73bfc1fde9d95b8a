import { Box, Divider, ListItemIcon, MenuItem, MenuList, Popover } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { Link } from 'react-router';
import type { Role } from '@solace/shared';
import { CrisisLine } from '../CrisisLine';
import { accountMenuLinks, ownProfileLink, profileLink } from './nav-rules';
import { appScreensMessages } from '@solace/shared';

interface Props {
  id: string;
  /** The greeting button: the menu hangs from it and is named by it. */
  anchorEl: HTMLElement | null;
  labelledBy: string;
  role: Role | undefined;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

const icons: Record<string, typeof PersonIcon> = {
  [ownProfileLink.to]: BadgeIcon,
  [profileLink.to]: PersonIcon,
};

/**
 * The account dropdown: Logout, the role's account links, and the crisis line under them. A
 * popover holding the menu and the line, since a menu may hold only its items.
 */
export function AccountMenuList(props: Props) {
  const { id, anchorEl, labelledBy, role, open, onClose, onLogout } = props;
  return (
    <Popover
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { mt: 1, width: 300, maxWidth: 'calc(100vw - 32px)', borderRadius: 3 } },
      }}
    >
      <MenuList id={id} aria-labelledby={labelledBy} autoFocusItem={open}>
        <MenuItem onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {appScreensMessages.logout}
        </MenuItem>
        <Divider />
        {accountMenuLinks(role).map((link) => {
          const Icon = icons[link.to] ?? ReportProblemIcon;
          return (
            <MenuItem key={link.to} component={Link} to={link.to} onClick={onClose}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {link.label}
            </MenuItem>
          );
        })}
      </MenuList>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <CrisisLine />
      </Box>
    </Popover>
  );
}
