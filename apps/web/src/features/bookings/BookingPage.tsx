import { Alert, Box, Button, Stack } from '@mui/material';
import { Link, useParams } from 'react-router';
import { bookingMessages, connectionMessages, therapistProfileMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { CrisisLine } from '../../components/CrisisLine';
import { PageContainer } from '../../components/PageContainer';
import { ApiRequestError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDoctor } from '../catalog';
import { ChooseTherapist } from './ChooseTherapist';
import { TherapistBooking } from './TherapistBooking';
import { TherapistSummary } from './TherapistSummary';

const BOOKING_TITLE = bookingMessages.bookAppointment;

/** /bookings/{doctorId}: one therapist's free times. */
function TherapistBookingScreen({ doctorId }: { doctorId: string }) {
  const doctor = useDoctor(doctorId);

  if (doctor.data) {
    return (
      <>
        <TherapistSummary doctor={doctor.data} />
        <TherapistBooking doctor={doctor.data} />
      </>
    );
  }
  if (doctor.error instanceof ApiRequestError && doctor.error.status === 404) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{bookingMessages.doctorNotFound}</Alert>
        <Button component={Link} to="/doctors" variant="contained">
          {therapistProfileMessages.backToList}
        </Button>
      </Stack>
    );
  }
  if (doctor.isError && !doctor.isFetching) {
    const text =
      doctor.error instanceof ApiRequestError
        ? doctor.error.message
        : connectionMessages.doctorsInvalid;
    return <ErrorNotice text={text} onRetry={() => void doctor.refetch()} />;
  }
  return <LoadingLine text={bookingMessages.loadingTherapist} />;
}

/** /bookings and /bookings/{doctorId} (spec: booking, with an optional doctor parameter). */
export function BookingPage() {
  useDocumentTitle(BOOKING_TITLE);
  const { doctorId } = useParams();
  return (
    <PageContainer
      title={BOOKING_TITLE}
      intro={doctorId ? bookingMessages.bookingIntro : undefined}
    >
      <Box>
        {doctorId ? (
          // A new therapist is a new screen: no selection or dialog carries over.
          <TherapistBookingScreen key={doctorId} doctorId={doctorId} />
        ) : (
          <ChooseTherapist />
        )}
      </Box>
      <CrisisLine sx={{ mt: 4 }} />
    </PageContainer>
  );
}
