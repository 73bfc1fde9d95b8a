import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import {
  adminPaymentsMessages,
  textsMessages,
  formatSlotDate,
  formatTimeRange,
  isCallDue,
  type DoctorSlot,
  bookingMessages,
  slotsMessages,
} from '@solace/shared';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { FormDialog } from '../../components/forms/FormDialog';
import { cancelAsTherapist, useSlotChange } from './availability-api';
import { CancelReasonFields, NO_CHOICE, reasonOf, type CancelChoice } from './CancelReasonFields';
import { clientEmail, clientName } from './dashboard-calendar-events';
import { cancelFailureText } from './slot-feedback';
import type { Notify } from './use-dashboard-feedback';
import { conversationPath, sessionNotePath, sessionNotesMessages } from '@solace/shared';
import { ClientScores } from '../questionnaires';
import { RingCallButton } from '../calls';

interface Props {
  slot: DoctorSlot;
  onClose: () => void;
  notify: Notify;
}

const t = bookingMessages.therapistCancel;
const p = adminPaymentsMessages.therapist;

/**
 * Appointment Details of a booked slot: who, when, chat, video, and cancelling it with a reason
 * the client reads (and a choice to keep the time blocked).
 */
export function AppointmentDetailsDialog({ slot, onClose, notify }: Props) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState<CancelChoice>(NO_CHOICE);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const cancel = useSlotChange(cancelAsTherapist);
  const start = new Date(slot.start_time);
  const end = new Date(slot.end_time);
  const { booking_id: bookingId, client_id: clientId, room_id: roomId } = slot;
  const cancellable = Boolean(bookingId) && start.getTime() > Date.now();
  const rows: [string, string][] = [
    [slotsMessages.client, clientName(slot)],
    [slotsMessages.email, clientEmail(slot)],
    [slotsMessages.date, formatSlotDate(start)],
    [slotsMessages.time, formatTimeRange(start, end)],
  ];
  // A paid session says so (issue 26); a free one says nothing about money.
  if (slot.payment_status)
    rows.push([p.payment, adminPaymentsMessages.status[slot.payment_status]]);
  // Whether the client's 1-hour text reminder went out and arrived (issue 28), once written.
  if (slot.text_reminder)
    rows.push([
      textsMessages.reminderStatus.label,
      textsMessages.reminderStatus[slot.text_reminder],
    ]);

  const confirmCancel = () => {
    if (!bookingId || cancel.isPending) return;
    const reason = reasonOf(choice);
    if (!reason) {
      setReasonError(t.reasonRequired);
      return;
    }
    setReasonError(null);
    const request = { reason, keepTimeBlocked: choice.keepBlocked };
    cancel.mutate(
      { bookingId, request },
      {
        onSuccess: () => {
          notify('success', bookingMessages.cancelled);
          onClose();
        },
        onError: (failure) => {
          if (isSessionExpiredError(failure)) return;
          // A refused reason stays in the form to be fixed; anything else ends the attempt.
          const fieldError = failure instanceof ApiRequestError ? failure.fields?.reason : null;
          if (fieldError) return setReasonError(fieldError);
          notify('error', cancelFailureText(failure));
          setConfirming(false);
        },
      },
    );
  };

  const keep = () => {
    setConfirming(false);
    setChoice(NO_CHOICE);
    setReasonError(null);
  };

  const actions = confirming ? (
    <>
      <Button onClick={keep} disabled={cancel.isPending}>
        {slotsMessages.keepAppointment}
      </Button>
      <Button color="error" variant="contained" onClick={confirmCancel} disabled={cancel.isPending}>
        {cancel.isPending ? slotsMessages.processing : slotsMessages.confirmCancellation}
      </Button>
    </>
  ) : (
    <>
      <Button
        variant="contained"
        disabled={!clientId}
        onClick={() => navigate(conversationPath(clientId ?? ''))}
      >
        {slotsMessages.startChat}
      </Button>
      {bookingId && isCallDue(start, end, new Date()) ? (
        // Due: it rings the client, wherever they are on Solace (issue 28).
        <RingCallButton bookingId={bookingId} otherName={clientName(slot)} />
      ) : (
        <Button
          variant="contained"
          disabled={!roomId}
          onClick={() => navigate(`/video-chat/${encodeURIComponent(roomId ?? '')}`)}
        >
          {slotsMessages.startVideoCall}
        </Button>
      )}
      {bookingId && (
        <Button variant="outlined" onClick={() => navigate(sessionNotePath(bookingId))}>
          {sessionNotesMessages.link}
        </Button>
      )}
      {cancellable && (
        <Button color="error" onClick={() => setConfirming(true)}>
          {slotsMessages.cancelAppointment}
        </Button>
      )}
      <Button onClick={onClose}>{slotsMessages.close}</Button>
    </>
  );

  return (
    <FormDialog
      title={slotsMessages.appointmentDetails}
      busy={cancel.isPending}
      onClose={onClose}
      actions={actions}
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {clientId && !confirming && <ClientScores clientId={clientId} />}
      {confirming && (
        <>
          <Typography role="alert" sx={{ mt: 2 }}>
            {t.question(clientName(slot))}
          </Typography>
          <CancelReasonFields
            choice={choice}
            onChange={setChoice}
            error={reasonError}
            disabled={cancel.isPending}
          />
        </>
      )}
    </FormDialog>
  );
}
