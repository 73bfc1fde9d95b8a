import { Box, Chip, Typography } from '@mui/material';
import {
  callsMessages as m,
  formatClockTime,
  formatSlotDate,
  type CallHistoryItem,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { TitledSection } from '../../components/TitledSection';
import { useCallHistory } from './calls-api';

/** "12 minutes", "under a minute": how long an answered call's consultation lasted. */
function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 1 ? m.underAMinute : m.minutes(minutes);
}

const chipColor = {
  accepted: 'success',
  declined: 'default',
  missed: 'warning',
  ringing: 'info',
} as const;

function CallLine({ call }: { call: CallHistoryItem }) {
  const rang = new Date(call.rangAt);
  const who =
    call.direction === 'outgoing' ? m.youCalled(call.otherName) : m.calledYou(call.otherName);
  const length = call.inProgress
    ? m.inProgress
    : call.durationSeconds !== null
      ? m.lasted(durationText(call.durationSeconds))
      : null;
  return (
    <Box
      component="li"
      data-call-outcome={call.outcome}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr auto' },
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'center',
        py: 1.5,
        '& + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography component="time" dateTime={call.rangAt} color="text.secondary">
        {`${formatSlotDate(rang)}, ${formatClockTime(rang)}`}
      </Typography>
      <Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{who}</Typography>
        {length && (
          <Typography variant="body2" color="text.secondary">
            {length}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={m.outcome[call.outcome]}
        color={chipColor[call.outcome]}
        variant="outlined"
        sx={{ justifySelf: 'start' }}
      />
    </Box>
  );
}

/** Calls made and received (issue 28), newest first, in the viewer's time: on both profiles. */
export function CallHistorySection({ userId }: { userId: string }) {
  const history = useCallHistory(userId);
  const { data, isError, isFetching, refetch } = history;

  let content;
  if (data && data.length > 0) {
    content = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((call) => (
            <CallLine key={call.id} call={call} />
          ))}
        </Box>
        <LoadMoreButton pages={history} />
        <TimeZoneNote sx={{ mt: 2 }} />
      </>
    );
  } else if (data) {
    content = <Typography color="text.secondary">{m.historyEmpty}</Typography>;
  } else if (isError && !isFetching) {
    content = <ErrorNotice text={m.historyFailed} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={m.historyLoading} />;
  }

  return (
    <TitledSection surface="card" title={m.historyTitle}>
      {content}
    </TitledSection>
  );
}
