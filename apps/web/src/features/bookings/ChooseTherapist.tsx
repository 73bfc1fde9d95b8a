import { Typography } from '@mui/material';
import { TherapistGrid } from '../catalog';
import { bookingMessages } from '@solace/shared';

/** /bookings without a therapist: the same cards as /doctors, each opening its booking page. */
export function ChooseTherapist() {
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
        {bookingMessages.chooseTherapistFirst}
      </Typography>
      <TherapistGrid />
    </>
  );
}
