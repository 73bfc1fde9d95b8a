import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import { messages } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoctorDashboard } from './DoctorDashboard';
import { LoadingState } from './LoadingState';
import { ONLY_THERAPISTS } from './slot-feedback';

export const DASHBOARD_TITLE = 'Doctor Dashboard';

/** /dochome: therapists only; visitors sign in first, everyone else is told whose page it is. */
export function DoctorDashboardPage() {
  useDocumentTitle(DASHBOARD_TITLE);
  const { status, user } = useAuth();

  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: '/dochome' }} replace />;
  }
  const isDoctor = status === 'authenticated' && user?.role === 'doctor';
  return (
    <PageContainer
      title={DASHBOARD_TITLE}
      intro={isDoctor ? 'Add the times you are free, and see who has booked them.' : undefined}
    >
      {status === 'loading' ? (
        <LoadingState text={messages.admin.checking} />
      ) : isDoctor ? (
        <DoctorDashboard />
      ) : (
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ mb: 3 }}>
            {ONLY_THERAPISTS}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            Back to home
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
