import { useEffect, useRef } from 'react';
import { Alert, AlertTitle, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatSlotLong } from './booking-calendar-events';
import { bookingMessages } from '@solace/shared';

export interface ConfirmedBooking {
  doctorName: string;
  start: Date;
  end: Date;
  email: string;
}

/**
 * Shown after a booking went through. It takes the focus: the dialog has closed and the slot
 * that had it is no longer free.
 */
export function BookingConfirmation({
  booking,
  onClose,
}: {
  booking: ConfirmedBooking;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [booking]);

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="success"
      role="status"
      onClose={onClose}
      sx={{ mb: 3, '&:focus': { outline: '3px solid #1E4F49', outlineOffset: 2 } }}
    >
      <AlertTitle>{bookingMessages.bookingConfirmed}</AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {bookingMessages.sessionBookedFor(booking.doctorName, formatSlotLong(booking))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {booking.email
          ? bookingMessages.confirmationSentTo(booking.email)
          : bookingMessages.confirmationSent}
      </Typography>
      <MuiLink component={Link} to="/profile#appointments" sx={{ fontWeight: 600 }}>
        {bookingMessages.viewMyAppointments}
      </MuiLink>
    </Alert>
  );
}
