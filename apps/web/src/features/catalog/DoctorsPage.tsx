import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { messages, type DoctorListItem } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDoctors } from './catalog-api';
import { DoctorCard } from './DoctorCard';

export const doctorGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** Where a card leads: the booking screen, or the login first (which returns there after). */
export function useOpenBooking() {
  const { status } = useAuth();
  const navigate = useNavigate();
  return (doctor: DoctorListItem) => {
    const bookingPath = `/bookings/${encodeURIComponent(doctor.id)}`;
    // Spec: nothing happens while the session is still being checked.
    if (status === 'loading') return;
    if (status === 'authenticated') navigate(bookingPath);
    else navigate('/login', { state: { from: bookingPath } });
  };
}

export function DoctorsPage() {
  useDocumentTitle('Therapists');
  const { data, error, isFetching, refetch } = useDoctors();
  const openBooking = useOpenBooking();

  let content;
  if (data && data.length > 0) {
    content = (
      <Box component="ul" sx={{ ...doctorGridSx, listStyle: 'none', p: 0, m: 0 }}>
        {data.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} onSelect={openBooking} />
          </li>
        ))}
      </Box>
    );
  } else if (data) {
    content = (
      <Alert severity="info" variant="outlined" role="status">
        {messages.catalog.doctorsEmpty}
      </Alert>
    );
  } else if (error && !isFetching) {
    content = <ErrorNotice text={`Error: ${error.message}`} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography color="text.secondary">{messages.catalog.doctorsLoading}</Typography>
      </Box>
    );
  }

  return (
    <PageContainer
      title="Meet Our Doctors"
      intro="Every Solace therapist is licensed, experienced and here to listen. Choose someone who feels right and book a private online session."
    >
      {content}
    </PageContainer>
  );
}
