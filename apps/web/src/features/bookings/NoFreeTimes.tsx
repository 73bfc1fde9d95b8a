import { useId } from 'react';
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, useLocation, useNavigate } from 'react-router';
import { type DoctorListItem, bookingMessages } from '@solace/shared';
import { useAuth } from '../../lib/auth/use-auth';
import { formatSlotStart, useDoctors } from '../catalog';
import { useAvailabilityAlert } from './availability-alerts-api';

const b = bookingMessages;
const SOONER_SHOWN = 3;

/** Other listed therapists with a free time, soonest first. */
function freeSooner(doctors: DoctorListItem[] | undefined, exceptId: string) {
  return (doctors ?? [])
    .filter((d) => d.id !== exceptId && d.nextAvailable)
    .sort((a, c) => Date.parse(a.nextAvailable!) - Date.parse(c.nextAvailable!))
    .slice(0, SOONER_SHOWN);
}

/**
 * A therapist with no free time: what to do next. Others who are free, and for a client, a
 * notification when this one adds times (a visitor logs in first).
 */
export function NoFreeTimes({ doctor }: { doctor: DoctorListItem }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const isPatient = status === 'authenticated' && user?.role === 'patient';
  const alert = useAvailabilityAlert(doctor.id, isPatient);
  const others = freeSooner(useDoctors().data, doctor.id);
  const soonerId = useId();

  const ask = () => {
    if (status === 'unauthenticated') {
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    alert.set(true);
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 600 }}>{b.noFreeTimes(doctor.name)}</Typography>
      {isPatient && alert.subscribed ? (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={alert.busy}
              onClick={() => alert.set(false)}
            >
              {b.stopAlert}
            </Button>
          }
        >
          {b.alertSet(doctor.name)}
        </Alert>
      ) : (
        (isPatient || status === 'unauthenticated') && (
          <Button variant="contained" disabled={alert.busy || alert.loading} onClick={ask}>
            {b.tellMeWhen(doctor.name)}
          </Button>
        )
      )}
      {others.length > 0 && (
        <Box component="section" aria-labelledby={soonerId}>
          <Typography id={soonerId} variant="h4" component="h3" sx={{ mb: 1 }}>
            {b.freeSooner}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {others.map((other) => (
              <li key={other.id}>
                <MuiLink component={Link} to={`/bookings/${other.id}`}>
                  {b.freeSoonerItem(other.name, formatSlotStart(new Date(other.nextAvailable!)))}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
