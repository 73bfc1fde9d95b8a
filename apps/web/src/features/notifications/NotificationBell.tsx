import { useEffect, useId, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  ClickAwayListener,
  IconButton,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import type { Notification } from '@solace/shared';
import { useNavigate } from 'react-router';
import { useNow } from '../../lib/use-now';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { NotificationList } from './NotificationList';
import { useNotifications } from './use-notifications';
import { notificationsMessages } from '@solace/shared';

/** The accessible name: "Notifications", or "Notifications, 2 unread". */
function bellLabel(unread: number): string {
  return unread > 0 ? notificationsMessages.bellUnread(unread) : notificationsMessages.bellTitle;
}

/**
 * The signed-in bell (spec: top navigation). Polls every 60 s, takes live notifications from
 * the socket, shows a badge only when something is unread, and opens a dropdown list.
 */
export function NotificationBell() {
  const { notifications, unread, markRead, markAllRead, pages } = useNotifications();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  // Relative times ("5 minutes ago") only tick while the list is open.
  const now = useNow({ active: open });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      anchorRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeOnOutsidePress = (event: MouseEvent | TouchEvent) => {
    // A press on the bell itself is handled by its own toggle.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  const openNotification = (notification: Notification) => {
    if (!notification.read) void markRead(notification.id);
    setOpen(false);
    if (notification.link) void navigate(notification.link);
    else anchorRef.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={anchorRef}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'text.primary' }}
      >
        {/* Not rendered at all at 0: an invisible MUI badge still puts "0" in the page. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneIcon />
          </Badge>
        ) : (
          <NotificationsNoneIcon />
        )}
      </IconButton>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-end"
        modifiers={[{ name: 'preventOverflow', options: { padding: 8 } }]}
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <ClickAwayListener
          mouseEvent="onMouseDown"
          touchEvent="onTouchStart"
          onClickAway={closeOnOutsidePress}
        >
          <Paper
            id={panelId}
            // A non-modal dialog: react-toastify already owns the "Notifications" region.
            role="dialog"
            aria-labelledby={titleId}
            elevation={6}
            sx={{
              mt: 1,
              width: { xs: 'calc(100vw - 16px)', sm: 360 },
              maxWidth: 'calc(100vw - 16px)',
              borderRadius: 3,
              overflow: 'hidden',
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                px: 2.5,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {notificationsMessages.bellTitle}
              </Typography>
              <Button size="small" disabled={unread === 0} onClick={() => void markAllRead()}>
                {notificationsMessages.markAllRead}
              </Button>
            </Box>
            <NotificationList notifications={notifications} now={now} onOpen={openNotification} />
            <LoadMoreButton pages={pages} />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
