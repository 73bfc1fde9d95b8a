import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';

/** A form's Cancel and submit buttons: Cancel closes the dialog, and both wait while it saves. */
export interface FormButtons {
  cancelLabel: string;
  submitLabel: string;
  /** The spec's wording while saving ('Processing...'); without it the button shows a spinner. */
  busyLabel?: string;
  /** The submit itself is under way (by default: whenever the dialog is busy). */
  submitting?: boolean;
  /** Before Cancel, pushed to the start (Delete). */
  before?: ReactNode;
}

interface CommonProps {
  title: string;
  /** While saving, Escape and the backdrop do not close it, and its buttons wait. */
  busy?: boolean;
  onClose: () => void;
  /** Given, the dialog is a form: Enter in a field submits it (the page's reload is prevented). */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
  /** 600 px instead of the spec's 400, for a form with more to hold (a week's hours, a plan). */
  wide?: boolean;
}

/** Either a form's Cancel and submit (`buttons`), or buttons of its own (`actions`). */
type Props = CommonProps &
  ({ buttons: FormButtons; actions?: never } | { actions: ReactNode; buttons?: never });

/**
 * A dialog that holds a form (the dashboard's slots, the admin console's therapists and plans):
 * labelled by its title, 400 px wide (600 when wide), the whole screen on phones, and not closed
 * by Escape or the backdrop while it saves.
 */
export function FormDialog(props: Props) {
  const { title, busy = false, onClose, onSubmit, children, wide = false } = props;
  const actions = props.buttons ? (
    <FormActions busy={busy} onCancel={onClose} {...props.buttons} />
  ) : (
    props.actions
  );
  const width = wide ? 600 : 400;
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: width, mx: 4, width: '100%' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* The paper is the dialog; a form inside it (laid out as if absent) makes Enter submit. */}
      <Box
        component={onSubmit ? 'form' : 'div'}
        onSubmit={onSubmit ? submit : undefined}
        noValidate={onSubmit ? true : undefined}
        sx={{ display: 'contents' }}
      >
        <DialogContent>{children}</DialogContent>
        <DialogActions
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            px: 3,
            pb: 2.5,
            '& > :not(style) ~ :not(style)': { ml: 0 },
          }}
        >
          {actions}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface FormActionsProps extends FormButtons {
  /** Saving or deleting: every button is held. */
  busy: boolean;
  onCancel: () => void;
}

/** A form dialog's Cancel and submit buttons, both held while it saves. */
function FormActions(props: FormActionsProps) {
  const { busy, submitting = busy, onCancel, cancelLabel, submitLabel, busyLabel, before } = props;
  return (
    <>
      {before}
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        loading={busyLabel === undefined ? submitting : undefined}
      >
        {submitting && busyLabel !== undefined ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
