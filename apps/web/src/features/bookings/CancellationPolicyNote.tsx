import { Typography, type SxProps, type Theme } from '@mui/material';
import { bookingMessages } from '@solace/shared';
import { useBookingPolicy } from './bookings-api';

/**
 * The cancellation rule, before a time is chosen (profile, booking page): the same rule the
 * Confirm Booking dialog then states as a deadline for the chosen time. Nothing until it is known.
 */
export function CancellationPolicyNote({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = useBookingPolicy();
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {bookingMessages.cancellationPolicy(data.cancelNoticeHours)}
    </Typography>
  );
}
