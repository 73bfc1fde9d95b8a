import { Alert, Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { messages, type DoctorListItem } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useDoctors } from '../catalog/catalog-api';
import { DoctorCard } from '../catalog/DoctorCard';
import { doctorGridSx } from '../catalog/DoctorsPage';
import { LoadingLine } from '../profile/LoadingLine';

/** /bookings without a therapist: the same cards as /doctors, each opening its booking page. */
export function ChooseTherapist() {
  const { data, error, isFetching, refetch } = useDoctors();
  const navigate = useNavigate();
  const open = (doctor: DoctorListItem) => navigate(`/bookings/${encodeURIComponent(doctor.id)}`);

  let content;
  if (data && data.length > 0) {
    content = (
      <Box component="ul" sx={{ ...doctorGridSx, listStyle: 'none', p: 0, m: 0 }}>
        {data.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} onSelect={open} />
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
    content = <LoadingLine text={messages.catalog.doctorsLoading} />;
  }

  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
        Choose a therapist first
      </Typography>
      {content}
    </>
  );
}
