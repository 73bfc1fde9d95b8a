import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import {
  INSTRUMENTS,
  bandLabel,
  clinicalMessages as c,
  type QuestionnaireResult,
} from '@solace/shared';
import { useLatestScores } from './questionnaires-api';

/**
 * The latest scores of the agenda's clients, by client. `settled` once the one read answered or
 * failed: the agenda draws its rows then, scores and all, so no row moves when they come.
 */
export function useAgendaScores(clientIds: string[]) {
  const query = useLatestScores(clientIds);
  const byClient = useMemo(
    () => new Map(query.data?.items.map((item) => [item.clientId, item.results])),
    [query.data],
  );
  return { settled: clientIds.length === 0 || !query.isPending, byClient };
}

/**
 * A client's latest scores beside their session in the therapist's agenda, short and with the
 * band in plain words ("PHQ-9 12 · Moderate"); nothing when the client does not share them or
 * has none. Text only: nothing to focus, the list named for screen readers.
 */
export function AgendaScores({
  clientName,
  results,
}: {
  clientName: string;
  results: QuestionnaireResult[] | undefined;
}) {
  if (!results || results.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={c.agendaScoresLabel(clientName)}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}
    >
      {results.map((result) => (
        <Typography component="li" variant="body2" color="text.secondary" key={result.instrument}>
          {c.agendaScore(INSTRUMENTS[result.instrument].name, result.score, bandLabel(result.band))}
        </Typography>
      ))}
    </Box>
  );
}
