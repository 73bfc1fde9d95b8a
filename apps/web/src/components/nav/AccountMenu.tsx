import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Box, Button } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { greeting } from './nav-rules';

// The dropdown (MUI's menu, popover and transitions) is fetched when the greeting is first
// pressed, so it stays off the first page; the button itself is drawn at once, nothing moves.
const AccountMenuList = lazy(() =>
  import('./AccountMenuList').then((m) => ({ default: m.AccountMenuList })),
);

/** The signed-in greeting button and its dropdown: Logout, the account links, the crisis line. */
export function AccountMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so that closing it plays its transition.
  const [used, setUsed] = useState(false);
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
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
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
      {used && (
        <Suspense>
          <AccountMenuList
            id={menuId}
            anchorEl={anchorRef.current}
            labelledBy={buttonId}
            role={user?.role}
            open={open}
            onClose={close}
            onLogout={() => void onLogout()}
          />
        </Suspense>
      )}
    </>
  );
}
