import { Container, Typography } from '@mui/material';
import { Navigate, useLocation } from 'react-router';
import { adminMessages, appMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { loginPathFor } from '../../lib/auth/login-path';
import { useAuth } from '../../lib/auth/use-auth';
import { useLoggedOutHere } from '../../lib/auth/use-logged-out-here';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatScreen } from './ChatScreen';
import { MedicalQuestionsSwitch } from './MedicalQuestionsSwitch';

/** /liveChat, labelled Messages: for signed-in people only, as the navigation shows it. */
export function ChatPage() {
  useDocumentTitle(appMessages.navMessages);
  const { status, user, endedRole } = useAuth();
  const { pathname, search } = useLocation();
  const loggedOutHere = useLoggedOutHere();

  if (status === 'unauthenticated' && !loggedOutHere) {
    return (
      <Navigate to={loginPathFor(endedRole)} state={{ from: `${pathname}${search}` }} replace />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2, px: 1 }}>
        {appMessages.navMessages}
      </Typography>
      {status === 'authenticated' && user ? (
        <>
          {user.role === 'doctor' && <MedicalQuestionsSwitch userId={user.id} />}
          <ChatScreen key={user.id} me={user} />
        </>
      ) : (
        <LoadingLine text={adminMessages.checking} />
      )}
    </Container>
  );
}
