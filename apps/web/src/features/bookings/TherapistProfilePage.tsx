import { Alert, Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { type DoctorListItem, therapistProfileMessages, appMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { ApiRequestError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  TherapistImage,
  TherapistReviews,
  RatingSummary,
  SessionPrice,
  bookingPathOf,
  useDoctor,
} from '../catalog';
import { ProfileFreeTimes } from './ProfileFreeTimes';

const t = therapistProfileMessages;

function Text({ value }: { value: string }) {
  return value ? (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</Typography>
  ) : (
    <Typography color="text.secondary">{t.notProvided}</Typography>
  );
}

function Profile({ doctor }: { doctor: DoctorListItem }) {
  useDocumentTitle(doctor.name);
  const bookingPath = bookingPathOf(doctor.id);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '220px 1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: 280 }}>
          <TherapistImage
            src={doctor.image}
            alt={appMessages.photoOf(doctor.name)}
            aspectRatio="1 / 1"
          />
        </Box>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {doctor.name}
          </Typography>
          <Typography sx={{ color: 'primary.main', fontWeight: 600 }}>
            {doctor.specialization}
          </Typography>
          <RatingSummary rating={doctor.rating} />
          <SessionPrice price={doctor.price} />
          <Button component={Link} to={bookingPath} variant="contained" size="large">
            {t.book}
          </Button>
        </Stack>
      </Box>
      <Box
        sx={{
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          <TitledSection title={t.about}>
            <Text value={doctor.description} />
          </TitledSection>
          <TitledSection title={t.credentials}>
            <Text value={doctor.credentials} />
          </TitledSection>
          <TitledSection title={t.languages}>
            {doctor.languages.length > 0 ? (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {doctor.languages.map((language) => (
                  <li key={language}>
                    <Chip label={language} variant="outlined" />
                  </li>
                ))}
              </Box>
            ) : (
              <Text value="" />
            )}
          </TitledSection>
          <TitledSection title={t.approach}>
            <Text value={doctor.approach} />
          </TitledSection>
          <TherapistReviews doctorId={doctor.id} />
        </Stack>
        <ProfileFreeTimes doctorId={doctor.id} />
      </Box>
    </>
  );
}

/** `/doctors/{doctorId}`: a therapist's public page, the answer to "who is this person?". */
export function TherapistProfilePage() {
  const { doctorId = '' } = useParams();
  const doctor = useDoctor(doctorId);
  let content;
  if (doctor.data) {
    content = <Profile doctor={doctor.data} />;
  } else if (doctor.error instanceof ApiRequestError && doctor.error.status === 404) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">{t.notFoundTitle}</Typography>
        <Alert severity="warning">{t.notFound}</Alert>
        <Button component={Link} to="/doctors" variant="contained">
          {t.backToList}
        </Button>
      </Stack>
    );
  } else if (doctor.isError && !doctor.isFetching) {
    content = (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.loadFailed}
        </Typography>
        <ErrorNotice text={t.loadFailed} onRetry={() => void doctor.refetch()} />
      </>
    );
  } else {
    content = <LoadingLine text={t.loading} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      {content}
    </Container>
  );
}
