import { Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { DoctorListItem } from '@solace/shared';
import { DoctorGrid } from '../catalog';

/** /bookings without a therapist: the same cards as /doctors, each opening its booking page. */
export function ChooseTherapist() {
  const navigate = useNavigate();
  const open = (doctor: DoctorListItem) => navigate(`/bookings/${encodeURIComponent(doctor.id)}`);

  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
        Choose a therapist first
      </Typography>
      <DoctorGrid onSelect={open} />
    </>
  );
}
