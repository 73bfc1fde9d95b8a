import { Box, Typography } from '@mui/material';
import { clinicalMessages as c, type InstrumentId } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { ApiRequestError } from '../../lib/api-client';
import { ScoreChart } from './ScoreChart';
import { useClientResults } from './questionnaires-api';

const INSTRUMENTS_SHOWN: InstrumentId[] = ['phq9', 'gad7'];

/**
 * A therapist's view of their client's scores (appointment details): only what the client chose
 * to share; otherwise one line saying they have not. Each load is in the client's access log.
 */
export function ClientScores({ clientId }: { clientId: string }) {
  const phq9 = useClientResults(clientId, 'phq9', true);
  const gad7 = useClientResults(clientId, 'gad7', true);
  const queries = [phq9, gad7];
  if (queries.some((query) => query.isPending)) return <LoadingLine text={c.scoresLoading} />;
  if (queries.some((query) => query.data?.shared === false)) {
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {c.notShared}
      </Typography>
    );
  }
  const refused = queries.find(
    (query) => query.error instanceof ApiRequestError && query.error.status === 403,
  );
  if (refused) {
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {refused.error?.message}
      </Typography>
    );
  }
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorNotice text={c.scoresFailed} onRetry={() => void failed.refetch()} />;
  return (
    <Box sx={{ mt: 2 }}>
      {queries.map((query, index) => (
        <ScoreChart
          key={INSTRUMENTS_SHOWN[index]}
          instrument={INSTRUMENTS_SHOWN[index]!}
          results={query.data?.items ?? []}
        />
      ))}
    </Box>
  );
}
