import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import {
  cancelDeadline,
  formatClockTime,
  formatRupees,
  formatSlotDate,
  formatTimeRange,
  viewerTimeZoneName,
  bookingMessages,
  paymentsMessages,
  creditsMessages,
} from '@solace/shared';
import type { BookingCalendarEvent } from './booking-calendar-events';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1, py: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Before booking, the client learns until when cancelling stays free (no trap later). */
export function cancellationPolicy(start: Date, noticeHours: number, now: Date): string {
  const deadline = cancelDeadline(start, noticeHours);
  if (deadline.getTime() <= now.getTime()) return bookingMessages.noOnlineCancellation;
  return bookingMessages.freeCancellationUntil(
    `${formatSlotDate(deadline)}, ${formatClockTime(deadline)}`,
  );
}

interface Props {
  /** The slot to book; the dialog is open while one is chosen. */
  slot: BookingCalendarEvent | null;
  doctorName: string;
  /** Rupees per session, as the therapist's card shows it. */
  price: number;
  /** How long before the start a client may still cancel online; unknown while loading. */
  cancelNoticeHours: number | undefined;
  /** Minutes a paid session's time is held while paying; null: no online payment. */
  paymentHoldMinutes?: number | null;
  /** The client's plan credits this session would use instead (0: none, checkout then). */
  creditsLeft?: number;
  now: Date;
  /** The phone the booking is checked with, from the signed-in user's profile (not editable). */
  phone: string | null;
  /**
   * A visitor confirms by signing in (or up) first: the dialog then offers those instead of
   * Confirm Booking, and the time stays picked through them (see use-picked-slot).
   */
  visitor?: { onLogIn: () => void; onSignUp: () => void };
  submitting: boolean;
  /**
   * The time is held and the payment is opening: the button says so, and focus may leave the
   * dialog for the provider's checkout drawn over it (Razorpay's).
   */
  paying?: boolean;
  /** Why the last Confirm did not go through (validation), shown in the dialog. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec "Confirm Booking": the therapist, date and time, Cancel and Confirm Booking. */
export function ConfirmBookingDialog({
  slot,
  doctorName,
  price,
  cancelNoticeHours,
  paymentHoldMinutes = null,
  creditsLeft = 0,
  now,
  phone,
  visitor,
  submitting,
  paying = false,
  error,
  onCancel,
  onConfirm,
}: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={slot !== null}
      onClose={submitting ? undefined : onCancel}
      disableEnforceFocus={paying}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{bookingMessages.confirmBooking}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {bookingMessages.checkBeforeConfirm}
        </DialogContentText>
        {slot && (
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={bookingMessages.therapist}>{doctorName}</Detail>
            <Detail label={bookingMessages.date}>{formatSlotDate(slot.start)}</Detail>
            <Detail label={bookingMessages.time}>{formatTimeRange(slot.start, slot.end)}</Detail>
            <Detail label={bookingMessages.timeZone}>{viewerTimeZoneName()}</Detail>
            <Detail label={bookingMessages.price}>
              {bookingMessages.pricePerSession(formatRupees(price))}
            </Detail>
            {!visitor && (
              <Detail label={bookingMessages.phone}>
                {phone || bookingMessages.notProvided}{' '}
                <MuiLink component={Link} to="/profile" sx={{ fontWeight: 400 }}>
                  {bookingMessages.viewProfile}
                </MuiLink>
              </Detail>
            )}
          </Box>
        )}
        {visitor && (
          <Alert severity="info" role="note" sx={{ mt: 2 }}>
            {bookingMessages.signInToConfirm}
          </Alert>
        )}
        {slot && !visitor && paymentHoldMinutes !== null && price > 0 && (
          <Alert severity="info" role="note" sx={{ mt: 2 }}>
            {creditsLeft > 0
              ? creditsMessages.creditWillBeUsed(creditsLeft)
              : paymentsMessages.checkout.payNext(formatRupees(price), paymentHoldMinutes)}
          </Alert>
        )}
        {slot && cancelNoticeHours !== undefined && (
          <Alert severity="info" role="note" sx={{ mt: 2 }}>
            {cancellationPolicy(slot.start, cancelNoticeHours, now)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={submitting}>
          {bookingMessages.cancel}
        </Button>
        {visitor ? (
          <>
            <Button variant="outlined" onClick={visitor.onSignUp}>
              {bookingMessages.signUpAndBook}
            </Button>
            <Button variant="contained" onClick={visitor.onLogIn}>
              {bookingMessages.logInAndBook}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onConfirm} disabled={submitting}>
            {paying
              ? paymentsMessages.checkout.opening
              : submitting
                ? bookingMessages.booking
                : bookingMessages.confirmBooking}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
