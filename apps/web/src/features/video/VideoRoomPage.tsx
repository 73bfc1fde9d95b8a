import { useCallback, useState } from 'react';
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { authMessages, formatClockTime, formatSlotDate, videoMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { ApiRequestError } from '../../lib/api-client';
import { useLiveCall } from '../../lib/auth/live-call';
import { loginPathFor } from '../../lib/auth/login-path';
import { useAuth } from '../../lib/auth/use-auth';
import { useLoggedOutHere } from '../../lib/auth/use-logged-out-here';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Consultation } from './Consultation';
import { RoomTranscript } from './RoomTranscript';
import { useArrival } from './use-arrival';
import { useVideoRoom } from './video-api';
import { WaitingRoom } from './WaitingRoom';

const m = videoMessages;

/** The refusal page: a wrong room, a stranger, a cancelled or closed consultation, or too early. */
function NotAvailable({ opensAt, home }: { opensAt?: string; home: string }) {
  const opens = opensAt ? new Date(opensAt) : null;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography role="alert" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {m.notAvailable}
      </Typography>
      {opens && (
        <Typography color="text.secondary">
          {m.opensAt(m.opensOn(formatSlotDate(opens), formatClockTime(opens)))}
        </Typography>
      )}
      <Button component={Link} to={home} variant="contained" sx={{ mt: 3 }}>
        {videoMessages.back}
      </Button>
    </Box>
  );
}

/** /video-chat/{roomId}: the spec's Virtual Consultation, for the booking's two people. */
export function VideoRoomPage() {
  useDocumentTitle(m.title);
  const { roomId = '' } = useParams();
  const { status, user, endedRole } = useAuth();
  const { pathname } = useLocation();
  const room = useVideoRoom(roomId, status === 'authenticated');
  const home = user?.role === 'doctor' ? '/dochome' : '/profile';
  const loggedOutHere = useLoggedOutHere();
  const callLive = useLiveCall();
  // Who I am in the call, kept if the session ends during it (the call goes on).
  const [me, setMe] = useState(user?.id ?? '');
  if (user && user.id !== me) setMe(user.id);
  const early = room.data?.state === 'early' ? room.data : null;
  // The client arriving before the room opens: the therapist is told they are waiting.
  useArrival(roomId, early?.role === 'patient');
  const { refetch } = room;
  const askAgain = useCallback(() => void refetch(), [refetch]);

  // A session that ends during a call leaves the call be; the login page waits for its end.
  const endedInCall = status === 'unauthenticated' && callLive;
  if (status === 'unauthenticated' && !loggedOutHere && !callLive) {
    return <Navigate to={loginPathFor(endedRole)} state={{ from: pathname }} replace />;
  }
  let body;
  if (status === 'loading' || room.isPending) body = <LoadingLine text={m.loading} />;
  else if (room.isError) {
    body =
      room.error instanceof ApiRequestError && room.error.status === 404 ? (
        <NotAvailable home={home} />
      ) : (
        <ErrorNotice text={room.error.message} onRetry={() => void room.refetch()} />
      );
  } else if (room.data.state === 'early') {
    body = <WaitingRoom room={room.data} onOpen={askAgain} />;
  } else if (room.data.state === 'closed') {
    body = (
      <>
        <NotAvailable home={home} />
        <RoomTranscript me={me} list={room.data.messages} />
      </>
    );
  } else {
    body = <Consultation room={room.data} me={me} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
      <Stack sx={{ mb: 2, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {m.title}
        </Typography>
        <Typography color="text.secondary">{m.tagline}</Typography>
      </Stack>
      {endedInCall && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {authMessages.sessionEndedInCall}
        </Alert>
      )}
      {body}
      <Typography
        component="p"
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', mt: 4 }}
      >
        {m.footer}
      </Typography>
    </Container>
  );
}
