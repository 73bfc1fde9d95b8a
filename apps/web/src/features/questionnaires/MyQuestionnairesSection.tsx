import { useState } from 'react';
import { Box, FormControlLabel, List, ListItem, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  clinicalMessages as c,
  INSTRUMENTS,
  type AccessLogEntry,
  type InstrumentId,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { clinicalWhen } from './clinical-time';
import { ScoreChart } from './ScoreChart';
import {
  consentsKey,
  setConsent,
  useAccessLog,
  useConsents,
  useOwnResults,
} from './questionnaires-api';

function OwnChart({ instrument }: { instrument: InstrumentId }) {
  const results = useOwnResults(instrument);
  if (results.isPending) return <LoadingLine text={c.scoresLoading} />;
  if (results.isError) {
    return <ErrorNotice text={c.scoresFailed} onRetry={() => void results.refetch()} />;
  }
  return <ScoreChart instrument={instrument} results={results.data.items} />;
}

/** "Dr Ananya Sharma viewed your PHQ-9 results, 3 March, 6:02 PM". */
export function accessLine(entry: AccessLogEntry): string {
  const [kind, instrument] = entry.what.split(':');
  const what =
    kind === 'questionnaire_results'
      ? c.accessWhat.questionnaire_results(
          instrument && instrument in INSTRUMENTS
            ? INSTRUMENTS[instrument as InstrumentId].name
            : 'questionnaire',
        )
      : c.accessWhat.risk_signal;
  const at = new Date(entry.at);
  return c.accessLogLine(entry.readerName, what, clinicalWhen(at));
}

function AccessLog() {
  const log = useAccessLog();
  if (log.isPending) return <LoadingLine text={c.scoresLoading} />;
  if (log.isError) return <ErrorNotice text={c.scoresFailed} onRetry={() => void log.refetch()} />;
  if (log.data.items.length === 0) return <Typography>{c.accessLogEmpty}</Typography>;
  return (
    <List dense disablePadding>
      {log.data.items.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          {accessLine(entry)}
        </ListItem>
      ))}
    </List>
  );
}

function SharingSwitch() {
  const consents = useConsents();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const share = consents.data?.purposes.find((p) => p.purpose === 'share_questionnaires');
  return (
    <Box sx={{ mb: 3 }}>
      <FormError message={error} />
      <FormControlLabel
        control={
          <Switch
            checked={share?.granted ?? false}
            disabled={!consents.data || saving}
            onChange={(event) => {
              const granted = event.target.checked;
              setSaving(true);
              setError(null);
              setConsent('share_questionnaires', granted)
                .then((next) => queryClient.setQueryData(consentsKey, next))
                .catch((err: unknown) => setError(serverText(err) ?? c.scoresFailed))
                .finally(() => setSaving(false));
            }}
          />
        }
        label={c.consentPurposes.share_questionnaires}
      />
      <Typography variant="body2" color="text.secondary">
        {c.consentHelp}
      </Typography>
    </Box>
  );
}

/** The profile's questionnaires: the client's scores over time, sharing, and the access log. */
export function MyQuestionnairesSection() {
  return (
    <TitledSection surface="card" title={c.myScoresTitle}>
      <SharingSwitch />
      <OwnChart instrument="phq9" />
      <OwnChart instrument="gad7" />
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1, fontSize: '1.125rem' }}>
        {c.accessLogTitle}
      </Typography>
      <AccessLog />
    </TitledSection>
  );
}
