import { useState } from 'react';
import { Stack } from '@mui/material';
import { Navigate } from 'react-router';
import { messages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useLoggedOutHere } from '../../lib/auth/use-logged-out-here';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MyAppointmentsSection } from './MyAppointmentsSection';
import { PersonalInfoSection } from './PersonalInfoSection';
import { SessionHistorySection } from './SessionHistorySection';
import { TimeZoneSection } from './TimeZoneSection';
import { YourDataSection } from './YourDataSection';

/** /profile: the signed-in person's details, appointments (patients), password, history, data. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { status, user } = useAuth();
  // Set when the account is being deleted: that flow leaves for home, not for the login page.
  const [leaving, setLeaving] = useState(false);
  const loggedOutHere = useLoggedOutHere();

  if (status === 'unauthenticated' && !leaving && !loggedOutHere) {
    return <Navigate to="/login" state={{ from: '/profile' }} replace />;
  }

  return (
    <PageContainer
      title="My Profile"
      intro="Your details, your appointments, your password and what has happened in your account."
      maxWidth="md"
    >
      {status !== 'authenticated' || !user ? (
        <LoadingLine text={messages.profile.loadingUser} />
      ) : (
        <Stack spacing={3}>
          <PersonalInfoSection user={user} />
          <TimeZoneSection user={user} />
          {user.role === 'patient' && <MyAppointmentsSection />}
          <SessionHistorySection userId={user.id} />
          <YourDataSection onDeleting={() => setLeaving(true)} />
        </Stack>
      )}
    </PageContainer>
  );
}
