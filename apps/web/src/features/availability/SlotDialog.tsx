import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface Props {
  title: string;
  /** While saving, Escape and the backdrop do not close it. */
  busy?: boolean;
  onClose: () => void;
  /** Given, the dialog is a form: Enter in a field submits it. */
  onSubmit?: () => void;
  children: ReactNode;
  actions: ReactNode;
}

/** The dashboard's dialogs: labelled by their title, 400 px wide, nearly full width on phones. */
export function SlotDialog({ title, busy = false, onClose, onSubmit, children, actions }: Props) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            maxWidth: 400,
            mx: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: '100%' },
          },
        },
      }}
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
