import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import {
  formatSlotDate,
  formatTimeRange,
  type MyAppointment,
  profileMessages,
} from '@solace/shared';

interface Props {
  /** The appointment to cancel; the dialog is open while one is set. */
  appointment: MyAppointment | null;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** Asks once more before an appointment is given up: it cannot be taken back. */
export function CancelAppointmentDialog({ appointment, cancelling, onKeep, onConfirm }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const when = appointment
    ? `${formatSlotDate(new Date(appointment.start_time))}, ${formatTimeRange(
        new Date(appointment.start_time),
        new Date(appointment.end_time),
      )}`
    : '';
  return (
    <Dialog
      open={appointment !== null}
      onClose={cancelling ? undefined : onKeep}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{profileMessages.cancelAppointmentQuestion}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {appointment && profileMessages.cancelConfirm(appointment.doctorName, when)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeep} disabled={cancelling} autoFocus>
          {profileMessages.keepIt}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={cancelling}>
          {cancelling ? profileMessages.cancelling : profileMessages.cancelAppointment}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
