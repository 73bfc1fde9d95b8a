import {
  formatSlotDate,
  formatTimeRange,
  type MyAppointment,
  profileMessages,
} from '@solace/shared';
import { SafeChoiceDialog } from '../../components/SafeChoiceDialog';

interface Props {
  /** The appointment to cancel; the dialog is open while one is set. */
  appointment: MyAppointment | null;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** Asks once more before an appointment is given up: it cannot be taken back. */
export function CancelAppointmentDialog({ appointment, cancelling, onKeep, onConfirm }: Props) {
  const when = appointment
    ? `${formatSlotDate(new Date(appointment.start_time))}, ${formatTimeRange(
        new Date(appointment.start_time),
        new Date(appointment.end_time),
      )}`
    : '';
  return (
    <SafeChoiceDialog
      open={appointment !== null}
      title={profileMessages.cancelAppointmentQuestion}
      text={appointment && profileMessages.cancelConfirm(appointment.doctorName, when)}
      safe={{ label: profileMessages.keepIt, onClick: onKeep }}
      other={{ label: profileMessages.cancelAppointment, onClick: onConfirm }}
      emphasis="danger"
      busyLabel={cancelling ? profileMessages.cancelling : undefined}
    />
  );
}
