import { Avatar, Box, Button, Card, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  formatSlotDate,
  formatTimeRange,
  type MyAppointment,
  bookingMessages,
  profileMessages,
  appMessages,
} from '@solace/shared';
import { CrisisLine } from '../../components/CrisisLine';
import { ErrorNotice } from '../../components/ErrorNotice';
import { serverText } from '../../components/forms/form-feedback';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNow } from '../../lib/use-now';
import { useMyAppointments } from '../bookings';
import { DEFAULT_AVATAR } from '../catalog';
import { APPOINTMENTS_PATH } from './appointments-path';
import { JoinVideoButton } from './JoinVideoButton';
import { conversationPath } from '@solace/shared';

const h = profileMessages.home;

/** The session a client is heading for: booked and not yet ended, soonest first. */
export function nextSessionOf(upcoming: MyAppointment[], now: Date): MyAppointment | undefined {
  return upcoming.find(
    (appointment) =>
      appointment.status === 'booked' && Date.parse(appointment.end_time) > now.getTime(),
  );
}

function NextSession({ appointment, now }: { appointment: MyAppointment; now: Date }) {
  const start = new Date(appointment.start_time);
  const end = new Date(appointment.end_time);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={appointment.doctorImage || DEFAULT_AVATAR}
          alt={appMessages.photoOf(appointment.doctorName)}
          sx={{ width: 64, height: 64, bgcolor: '#E6F0EC', color: 'primary.dark' }}
        >
          {appointment.doctorName.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 650, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {appointment.doctorName}
          </Typography>
          <Typography>
            <time dateTime={appointment.start_time}>{formatSlotDate(start)}</time>,{' '}
            {formatTimeRange(start, end)}
          </Typography>
          <TimeZoneNote />
        </Box>
      </Stack>
      <JoinVideoButton appointment={appointment} now={now} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <MuiLink component={Link} to={APPOINTMENTS_PATH}>
          {h.changeOrCancel}
        </MuiLink>
        {appointment.doctorId && (
          <MuiLink component={Link} to={conversationPath(appointment.doctorId)}>
            {bookingMessages.messageTherapist(appointment.doctorName)}
          </MuiLink>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * `/` and `/home` for a signed-in client (issue 22): their next session with Join video when its
 * room is open (the appointments list's rule), instead of the marketing page they have read.
 */
export function NextSessionHome() {
  useDocumentTitle(profileMessages.homeTitle);
  const { user } = useAuth();
  const now = useNow({ intervalMs: 15_000 });
  const appointments = useMyAppointments();
  const { data, error, isError, isFetching, refetch } = appointments;
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';

  let content;
  if (data) {
    const next = nextSessionOf(data.upcoming, now);
    const others = data.upcoming.filter(
      (a) => a !== next && a.status === 'booked' && Date.parse(a.end_time) > now.getTime(),
    ).length;
    // Whom to book again: the next session's therapist, else the latest one seen.
    const last = next ?? data.past.find((a) => a.doctorId);
    content = (
      <>
        {next ? (
          <NextSession appointment={next} now={now} />
        ) : (
          <Typography color="text.secondary">{h.noSession}</Typography>
        )}
        {others > 0 && <Typography sx={{ mt: 2 }}>{h.moreBooked(others)}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 3, gap: 1.5 }}>
          {last?.doctorId && (
            <Button
              component={Link}
              to={`/bookings/${encodeURIComponent(last.doctorId)}`}
              variant={next ? 'outlined' : 'contained'}
            >
              {h.bookAgain(last.doctorName)}
            </Button>
          )}
          <Button component={Link} to="/doctors" variant="outlined">
            {h.findTherapist}
          </Button>
          <Button component={Link} to={APPOINTMENTS_PATH}>
            {h.allAppointments}
          </Button>
        </Stack>
      </>
    );
  } else if (isError && !isFetching) {
    content = (
      <ErrorNotice
        text={serverText(error) ?? bookingMessages.appointmentsFailed}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <LoadingLine text={h.loading} />;
  }

  return (
    <PageContainer title={h.welcome(firstName)} intro={h.intro} maxWidth="md">
      <Card component="section" aria-labelledby="next-session" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="next-session" variant="h3" component="h2" sx={{ mb: 2 }}>
          {h.nextSession}
        </Typography>
        {content}
      </Card>
      <CrisisLine sx={{ mt: 4 }} />
    </PageContainer>
  );
}
