import { Alert, Portal, Snackbar } from '@mui/material';
import { SNACKBAR_HIDE_MS, slotsMessages } from '@solace/shared';
import type { Feedback } from './use-dashboard-feedback';

interface Props {
  feedback: Feedback | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Bottom-centre, hiding after 6 seconds (spec). It lives in a portal and remounts per message so
 * a message sent while a dialog is open is a fresh node after the dialog, which the dialog has not
 * hidden from assistive technology.
 */
export function DashboardSnackbar({ feedback, open, onClose }: Props) {
  if (!feedback) return null;
  return (
    <Portal>
      <Snackbar
        key={feedback.id}
        open={open}
        autoHideDuration={SNACKBAR_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // A click elsewhere (say, in an open dialog) must not dismiss an error before it is read.
        onClose={(_, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
      >
        <Alert
          severity={feedback.severity}
          onClose={onClose}
          // Not "Close": that is a button of Appointment Details, which may be open underneath.
          closeText={slotsMessages.dismiss}
          sx={{ width: '100%', boxShadow: 3, alignItems: 'center' }}
        >
          {feedback.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
