import { lazy, Suspense } from 'react';
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  HOME_THERAPIST_CARD_COUNT,
  type DoctorListItem,
  appMessages,
  homeMessages,
} from '@solace/shared';
import { useDoctors } from '../catalog-api';
import { TherapistImage } from '../TherapistImage';
import { RatingSummary } from '../RatingSummary';
import { Section } from './Section';
import { SessionPrice } from '../SessionPrice';

// Not drawn on a server-rendered page (it comes with the cards): fetched when needed.
const PreviewSkeletons = lazy(() =>
  import('./TherapistPreviewStates').then((m) => ({ default: m.PreviewSkeletons })),
);
const NoTherapistsYet = lazy(() =>
  import('./TherapistPreviewStates').then((m) => ({ default: m.NoTherapistsYet })),
);
const ErrorNotice = lazy(() =>
  import('../../../components/ErrorNotice').then((m) => ({ default: m.ErrorNotice })),
);

const gridSx = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  // Two columns even on phones: four tall single-column cards would push the rest far down.
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function PreviewCard({ doctor }: { doctor: DoctorListItem }) {
  return (
    <Card sx={{ height: '100%' }}>
      <TherapistImage
        src={doctor.image}
        alt={appMessages.photoOf(doctor.name)}
        aspectRatio="1 / 1"
      />
      <CardContent sx={{ p: { xs: 1.75, sm: 2.5 } }}>
        <Typography variant="h4" component="h3" sx={{ fontSize: { xs: '1rem', sm: '1.125rem' } }}>
          <MuiLink
            component={Link}
            to={`/doctors/${encodeURIComponent(doctor.id)}`}
            color="inherit"
            underline="hover"
          >
            {doctor.name}
          </MuiLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600, mb: 1 }}>
          {doctor.specialization}
        </Typography>
        <RatingSummary rating={doctor.rating} />
        <SessionPrice price={doctor.price} />
      </CardContent>
    </Card>
  );
}

export function TherapistPreview() {
  const { data, error, isFetching, refetch } = useDoctors();
  // Only real therapists: no list means an error with Retry, an empty one says so.
  const failed = !data && error && !isFetching;
  const loading = !data && !failed;

  return (
    <Section
      eyebrow={homeMessages.therapistsEyebrow}
      title={homeMessages.therapistsTitle}
      intro={homeMessages.therapistsIntro}
      seeAll={{ to: '/doctors', label: homeMessages.viewAllTherapists }}
    >
      <Suspense>
        {failed && (
          <ErrorNotice text={appMessages.errorText(error.message)} onRetry={() => void refetch()} />
        )}
        {data?.length === 0 && <NoTherapistsYet />}
      </Suspense>
      {(loading || (data && data.length > 0)) && (
        <Box component="ul" sx={gridSx} aria-busy={loading}>
          {loading ? (
            <Suspense>
              <PreviewSkeletons />
            </Suspense>
          ) : (
            data!.slice(0, HOME_THERAPIST_CARD_COUNT).map((doctor) => (
              <li key={doctor.id}>
                <PreviewCard doctor={doctor} />
              </li>
            ))
          )}
        </Box>
      )}
    </Section>
  );
}
