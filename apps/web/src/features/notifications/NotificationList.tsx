import { lazy, Suspense } from 'react';
import {
  relativeTimeLabel,
  RISK_SIGNALS_PATH,
  type Notification,
  notificationsMessages,
} from '@solace/shared';
import { Box, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';

interface Props {
  notifications: Notification[];
  now: Date;
  onOpen: (notification: Notification) => void;
}

// A safety alert's Acknowledge: its code comes with the first urgent notification (issue 25).
const RiskAlertActions = lazy(() =>
  import('../questionnaires').then((m) => ({ default: m.RiskAlertActions })),
);

/** The bell's list: newest first, unread ones bold with a dot, each a button. */
export function NotificationList({ notifications, now, onOpen }: Props) {
  if (notifications.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 3 }}>
        {notificationsMessages.empty}
      </Typography>
    );
  }
  return (
    <List disablePadding sx={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
      {notifications.map((item) => (
        <ListItem
          key={item.id}
          disablePadding
          divider
          sx={{ flexDirection: 'column', alignItems: 'stretch' }}
        >
          <ListItemButton
            onClick={() => onOpen(item)}
            sx={{ alignItems: 'flex-start', gap: 1.5, px: 2.5, py: 1.5 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flex: 'none',
                mt: 0.75,
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: item.read ? 'transparent' : 'primary.main',
              }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}
              >
                {!item.read && (
                  <Box component="span" sx={visuallyHidden}>
                    {notificationsMessages.unreadPrefix}{' '}
                  </Box>
                )}
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.message}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {relativeTimeLabel(new Date(item.created_at), now)}
              </Typography>
            </Box>
          </ListItemButton>
          {item.link?.startsWith(`${RISK_SIGNALS_PATH}/`) && (
            <Suspense>
              <RiskAlertActions link={item.link} />
            </Suspense>
          )}
        </ListItem>
      ))}
    </List>
  );
}
