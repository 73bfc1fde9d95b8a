import { useId, useRef, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface Choice {
  label: string;
  onClick: () => void;
}

interface Props {
  open: boolean;
  title: string;
  text: ReactNode;
  /** What most people want (stay in the call, stay signed in): focused, and what Escape means. */
  safe: Choice;
  /** The step that cannot be taken back (end the call, sign out). */
  other: Choice;
  /** The button that stands out: the safe one, or the other one in the colour of danger. */
  emphasis: 'safe' | 'danger';
  /**
   * While the other step is under way, what its button says instead ("Cancelling…"): both
   * buttons wait, and Escape or a click beside the dialog no longer close it.
   */
  busyLabel?: string;
}

/**
 * A question with a safe answer and one that ends something, asked so that a slip of the finger
 * or an absent person loses nothing: an alert dialog (screen readers announce its title and text
 * when it opens) whose focus starts on the safe answer, where Enter and Space press it; Escape or
 * a click beside it also mean the safe answer.
 */
export function SafeChoiceDialog({ open, title, text, safe, other, emphasis, busyLabel }: Props) {
  const titleId = useId();
  const textId = useId();
  const safeButton = useRef<HTMLButtonElement>(null);
  const busy = busyLabel !== undefined;
  const danger = emphasis === 'danger';
  const otherButton = (
    <Button
      variant={danger ? 'contained' : 'text'}
      color={danger ? 'error' : 'primary'}
      onClick={other.onClick}
      disabled={busy}
    >
      {busyLabel ?? other.label}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : safe.onClick}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The focus trap takes the focus to the dialog itself as it opens: once it is in, the
      // safe answer takes it.
      slotProps={{ transition: { onEntered: () => safeButton.current?.focus() } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      {/* The stressed answer stands last, on the right, where a dialog keeps its main button. */}
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {!danger && otherButton}
        <Button
          onClick={safe.onClick}
          disabled={busy}
          ref={safeButton}
          autoFocus
          variant={danger ? 'text' : 'contained'}
        >
          {safe.label}
        </Button>
        {danger && otherButton}
      </DialogActions>
    </Dialog>
  );
}
