import { messages } from '@solace/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, ClickAwayListener, IconButton, Paper, Popper, Typography } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

/**
 * The signed-in bell. Notifications arrive in a later issue; until then the list is empty,
 * so no badge shows (spec: a badge only when the unread count is above 0).
 */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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

  return (
    <>
      <IconButton
        ref={anchorRef}
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'text.primary' }}
      >
        {/* Not rendered at all at 0: an invisible MUI badge still puts "0" in the page. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error">
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
            aria-label="Notifications"
            elevation={6}
            sx={{ mt: 1, width: 300, maxWidth: 'calc(100vw - 24px)', p: 2.5, borderRadius: 3 }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Notifications
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.notifications.empty}
            </Typography>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
