import { Box, Button, Typography } from '@mui/material';
import { clinicalMessages as c, RISK_SIGNALS_PATH } from '@solace/shared';
import { useAuth } from '../../lib/auth/use-auth';
import { useAcknowledgeRiskSignal } from './use-acknowledge-risk-signal';

/**
 * A safety alert's Acknowledge in the bell (issue 25), for the therapist it is addressed to.
 * Loaded on the first urgent notification, so the bell on every page stays small.
 */
export function RiskAlertActions({ link }: { link: string }) {
  const isTherapist = useAuth().user?.role === 'doctor';
  const id = link.slice(RISK_SIGNALS_PATH.length + 1);
  const { state, error, acknowledge } = useAcknowledgeRiskSignal(id, c.acknowledgeFailed);
  if (!isTherapist) return null;
  return (
    <Box sx={{ px: 2.5, pb: 1.5, pl: 5 }}>
      <Button
        size="small"
        variant="contained"
        color="error"
        disabled={state !== 'idle'}
        onClick={acknowledge}
      >
        {state === 'done' ? c.acknowledged : c.acknowledge}
      </Button>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
