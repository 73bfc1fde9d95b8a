import { useId, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { authMessages } from '@solace/shared';
import { useNow } from '../lib/use-now';

interface Props {
  /** When the session ends (ms since the epoch); the dialog is open while one is set. */
  until: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * Asks, a minute before an idle sign-out, whether the person is still there. An alert dialog:
 * screen readers announce its title and text when it opens, focus starts on "Stay signed in",
 * and Escape (or a click beside it) also means "I am here".
 */
export function StaySignedInDialog({ until, onStay, onSignOut }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  const now = useNow({ intervalMs: 1_000, active: until !== null });
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  return (
    <Dialog
      open={until !== null}
      onClose={onStay}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The focus trap takes the focus to the dialog itself as it opens: once it is in, the
      // answer most people want is where Enter and Space press it.
      slotProps={{ transition: { onEntered: () => stayButton.current?.focus() } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{authMessages.idleTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {authMessages.idleWarning(seconds)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onSignOut}>{authMessages.signOutNow}</Button>
        <Button variant="contained" onClick={onStay} ref={stayButton} autoFocus>
          {authMessages.staySignedIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
