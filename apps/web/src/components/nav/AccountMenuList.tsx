import { Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Link } from 'react-router';
import { profileLink, reportProblemLink } from './nav-rules';

interface Props {
  id: string;
  /** The greeting button: the menu hangs from it and is named by it. */
  anchorEl: HTMLElement | null;
  labelledBy: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The account dropdown: Logout, Report a problem, Profile. */
export function AccountMenuList({ id, anchorEl, labelledBy, open, onClose, onLogout }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': labelledBy },
        paper: { sx: { mt: 1, minWidth: 220, borderRadius: 3 } },
      }}
    >
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
      <Divider />
      <MenuItem component={Link} to={reportProblemLink.to} onClick={onClose}>
        <ListItemIcon>
          <ReportProblemIcon fontSize="small" />
        </ListItemIcon>
        {reportProblemLink.label}
      </MenuItem>
      <MenuItem component={Link} to={profileLink.to} onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {profileLink.label}
      </MenuItem>
    </Menu>
  );
}
