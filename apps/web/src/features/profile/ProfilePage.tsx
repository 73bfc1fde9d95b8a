import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link, Navigate, useLocation } from 'react-router';
import { bookingMessages, profileMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useLoggedOutHere } from '../../lib/auth/use-logged-out-here';
import { useDocumentTitle } from '../../lib/use-document-title';
import { APPOINTMENTS_PATH, APPOINTMENTS_SECTION_ID } from './appointments-path';
import { TitledSection } from '../../components/TitledSection';
import { PersonalInfoSection } from './PersonalInfoSection';
import { SessionHistorySection } from './SessionHistorySection';
import { TextChannelsSection } from './TextChannelsSection';
import { LanguageSection } from './LanguageSection';
import { TimeZoneSection } from './TimeZoneSection';
import { YourDataSection } from './YourDataSection';
import { MyQuestionnairesSection } from '../questionnaires';
import { CallHistorySection } from '../calls';

/** /profile: the signed-in person's details, a way to their appointments, history and data. */
export function ProfilePage() {
  useDocumentTitle(profileMessages.myProfile);
  const { status, user } = useAuth();
  // Set when the account is being deleted: that flow leaves for home, not for the login page.
  const [leaving, setLeaving] = useState(false);
  const loggedOutHere = useLoggedOutHere();
  const { hash } = useLocation();

  // Links sent before the appointments had their own page (e-mails, notifications).
  if (hash === `#${APPOINTMENTS_SECTION_ID}`) {
    return <Navigate to={APPOINTMENTS_PATH} replace />;
  }

  if (status === 'unauthenticated' && !leaving && !loggedOutHere) {
    return <Navigate to="/login" state={{ from: '/profile' }} replace />;
  }

  return (
    <PageContainer
      title={profileMessages.myProfile}
      intro={profileMessages.profileIntro}
      maxWidth="md"
    >
      {status !== 'authenticated' || !user ? (
        <LoadingLine text={profileMessages.loadingUser} />
      ) : (
        <Stack spacing={3}>
          <PersonalInfoSection user={user} />
          <TimeZoneSection user={user} />
          <LanguageSection user={user} />
          {user.role === 'patient' && (
            <TitledSection surface="card" title={profileMessages.myAppointments}>
              <Typography sx={{ mb: 2 }}>{bookingMessages.appointmentsElsewhere}</Typography>
              <Button component={Link} to={APPOINTMENTS_PATH} variant="outlined">
                {profileMessages.seeMyAppointments}
              </Button>
            </TitledSection>
          )}
          {user.role === 'patient' && <TextChannelsSection />}
          {user.role === 'patient' && <MyQuestionnairesSection />}
          <SessionHistorySection userId={user.id} />
          <CallHistorySection userId={user.id} />
          <YourDataSection onDeleting={() => setLeaving(true)} />
        </Stack>
      )}
    </PageContainer>
  );
}
