import { Button } from '@mui/material';
import { Link, Navigate } from 'react-router';
import { appMessages, slotsMessages } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TherapistDashboard } from './TherapistDashboard';

const DASHBOARD_TITLE = slotsMessages.dashboardTitle;

/** /dochome: therapists only; visitors sign in first, everyone else is told whose page it is. */
export function TherapistDashboardPage() {
  useDocumentTitle(DASHBOARD_TITLE);
  const { status, user } = useAuth();

  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: '/dochome' }} replace />;
  }
  const isDoctor = status === 'authenticated' && user?.role === 'doctor';
  return (
    <PageContainer
      title={DASHBOARD_TITLE}
      intro={isDoctor ? slotsMessages.dashboardIntro : undefined}
    >
      {isDoctor ? (
        <>
          <Button component={Link} to="/dochome/profile" variant="outlined" sx={{ mb: 3 }}>
            {appMessages.myPublicProfile}
          </Button>
          <TherapistDashboard />
        </>
      ) : (
        <RoleCheckNotice
          checking={status === 'loading'}
          refusal={slotsMessages.dashboardOnlyTherapists}
        />
      )}
    </PageContainer>
  );
}
