import { useId, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { videoMessages } from '@solace/shared';

interface Props {
  open: boolean;
  onStay: () => void;
  onEnd: () => void;
}

const m = videoMessages;

/**
 * "End Consultation" asks first: a slip of the finger must not end a session. An alert dialog
 * whose focus starts on staying; Escape or a click beside it also means stay.
 */
export function EndCallDialog({ open, onStay, onEnd }: Props) {
  const titleId = useId();
  const textId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onEntered: () => stay.current?.focus() } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{m.confirmEndTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{m.confirmEndText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} ref={stay} autoFocus>
          {m.keepTalking}
        </Button>
        <Button variant="contained" color="error" onClick={onEnd}>
          {m.end}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
