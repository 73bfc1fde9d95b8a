import { Box, Card, Typography } from '@mui/material';
import type { DoctorListItem } from '@solace/shared';
import { TherapistImage, SessionPrice } from '../catalog';
import { appMessages } from '@solace/shared';

/** Who the booking is with: photo, name, specialization and price per session. */
export function TherapistSummary({ doctor }: { doctor: DoctorListItem }) {
  return (
    <Card
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2, sm: 3 },
        mb: 3,
      }}
    >
      <Box sx={{ width: { xs: 72, sm: 96 }, flexShrink: 0, borderRadius: 2, overflow: 'hidden' }}>
        <TherapistImage
          src={doctor.image}
          alt={appMessages.photoOf(doctor.name)}
          aspectRatio="1 / 1"
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {doctor.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600, mb: 0.5 }}>
          {doctor.specialization}
        </Typography>
        <SessionPrice price={doctor.price} />
      </Box>
    </Card>
  );
}
