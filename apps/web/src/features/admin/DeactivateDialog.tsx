import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { adminMessages, formatLongDay, formatTimeRange } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { useConsoleZone } from './admin-time';
import { useSetActive } from './account-actions';
import { adminKeys, fetchDeactivationPreview, type AccountKind } from './admin-api';

const a = adminMessages;
const c = adminMessages.confirmDeactivation;

interface Props {
  kind: AccountKind;
  account: { id: string; name: string };
  onClose: () => void;
}

/**
 * Deactivation asks first: it names the upcoming sessions it will cancel (in the admin's own
 * time, the other person by first name) and how those people are told, before anything happens.
 */
export function DeactivateDialog({ kind, account, onClose }: Props) {
  const preview = useQuery({
    queryKey: adminKeys.deactivation(account.id),
    queryFn: () => fetchDeactivationPreview(kind, account.id),
    // Always fresh: sessions are booked all the time.
    staleTime: 0,
  });
  const setActive = useSetActive(kind);
  const zone = useConsoleZone();
  const sessions = preview.data?.sessions ?? [];
  const confirm = () =>
    setActive.mutate({ id: account.id, active: false }, { onSuccess: () => onClose() });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="deactivate-title"
      aria-describedby="deactivate-intro"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="deactivate-title">{c.title(account.name)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="deactivate-intro">
          {c.intro} {kind === 'therapists' ? c.therapistHidden : ''}
        </Typography>
        {preview.isPending && <LoadingLine text={c.loading} />}
        {preview.isError && <Alert severity="error">{a.loadFailed}</Alert>}
        {preview.data && sessions.length === 0 && <Typography>{c.noSessions}</Typography>}
        {sessions.length > 0 && (
          <>
            <Typography id="deactivate-sessions" sx={{ fontWeight: 600 }}>
              {c.sessionsHeading(sessions.length)}
            </Typography>
            <List dense aria-labelledby="deactivate-sessions" sx={{ py: 0 }}>
              {sessions.map((s) => {
                const start = new Date(s.start_time);
                return (
                  <ListItem key={s.start_time} disableGutters>
                    <ListItemText
                      primary={`${formatLongDay(start, zone)}, ${formatTimeRange(start, new Date(s.end_time), zone)}`}
                      secondary={s.withName}
                    />
                  </ListItem>
                );
              })}
            </List>
            <TimeZoneNote timeZone={zone} />
            <Typography>{kind === 'therapists' ? c.clientsTold : c.therapistsTold}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{a.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={!preview.data || setActive.isPending}
        >
          {sessions.length > 0 ? c.confirm : c.confirmNoSessions}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
