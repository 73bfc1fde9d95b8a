import { Alert, Button, Typography } from '@mui/material';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { clinicalMessages as c } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAcknowledgeRiskSignal } from './use-acknowledge-risk-signal';

/** /risk-signals/:id, where the urgent notification leads: the therapist acknowledges it here. */
export function RiskSignalPage() {
  useDocumentTitle(c.riskNoticeTitle);
  const { id = '' } = useParams();
  const location = useLocation();
  const { status, user } = useAuth();
  const { state, error, acknowledge } = useAcknowledgeRiskSignal(id, c.riskSignalNotFound);
  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: location.pathname }} replace />;
  }
  const isTherapist = status === 'authenticated' && user?.role === 'doctor';
  return (
    <PageContainer title={c.riskNoticeTitle} maxWidth="md">
      {!isTherapist ? (
        <RoleCheckNotice checking={status === 'loading'} refusal={c.onlyTherapists} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{c.riskPageBody}</Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {state === 'done' ? (
            <Alert severity="success" role="status">
              {c.acknowledged}
            </Alert>
          ) : (
            <Button
              variant="contained"
              color="error"
              disabled={state === 'busy'}
              onClick={acknowledge}
            >
              {c.acknowledge}
            </Button>
          )}
          <Button component={Link} to="/dochome" variant="text" sx={{ mt: 2, display: 'block' }}>
            {c.backToDashboard}
          </Button>
        </>
      )}
    </PageContainer>
  );
}
