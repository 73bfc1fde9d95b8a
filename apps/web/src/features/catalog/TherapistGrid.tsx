import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { catalogMessages, appMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useDoctors } from './catalog-api';
import { TherapistCard } from './TherapistCard';

const doctorGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * Every listed therapist as cards, in the spec's four states: loading, error, empty, populated.
 * Each card opens its therapist's booking page.
 */
export function TherapistGrid() {
  const { data, error, isFetching, refetch } = useDoctors();
  let content;
  if (data && data.length > 0) {
    content = (
      <Box component="ul" sx={{ ...doctorGridSx, listStyle: 'none', p: 0, m: 0 }}>
        {data.map((doctor) => (
          <li key={doctor.id}>
            <TherapistCard doctor={doctor} />
          </li>
        ))}
      </Box>
    );
  } else if (data) {
    content = (
      <Alert severity="info" variant="outlined" role="status">
        {catalogMessages.doctorsEmpty}
      </Alert>
    );
  } else if (error && !isFetching) {
    content = (
      <ErrorNotice text={appMessages.errorText(error.message)} onRetry={() => void refetch()} />
    );
  } else {
    content = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography color="text.secondary">{catalogMessages.doctorsLoading}</Typography>
      </Box>
    );
  }

  return content;
}
