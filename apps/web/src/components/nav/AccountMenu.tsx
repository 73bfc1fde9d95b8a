import { useId, useRef, useState } from 'react';
import { Box, Button, Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { greeting, profileLink, reportProblemLink } from './nav-rules';

/** The signed-in greeting button and its dropdown: Logout, Report a problem, Profile. */
export function AccountMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setOpen(false);

  const onLogout = async () => {
    close();
    await logout();
    navigate('/');
  };

  return (
    <>
      <Button
        ref={anchorRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        startIcon={<AccountCircleIcon />}
        endIcon={<ExpandMoreIcon />}
        variant="outlined"
        sx={{ maxWidth: 240, color: 'text.primary', borderColor: 'divider' }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {greeting(user?.name)}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
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
        <MenuItem component={Link} to={reportProblemLink.to} onClick={close}>
          <ListItemIcon>
            <ReportProblemIcon fontSize="small" />
          </ListItemIcon>
          {reportProblemLink.label}
        </MenuItem>
        <MenuItem component={Link} to={profileLink.to} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {profileLink.label}
        </MenuItem>
      </Menu>
    </>
  );
}
