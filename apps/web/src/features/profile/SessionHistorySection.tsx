import { Box, Typography } from '@mui/material';
import { profileMessages, activeLocale } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useHistory } from './profile-api';
import { TitledSection } from '../../components/TitledSection';
import { TimeZoneNote } from '../../components/TimeZoneNote';

const dateTime = new Intl.DateTimeFormat(activeLocale(), {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateTime.format(date);
}

/** What happened in the account (sign-ins, changes), newest first, in the viewer's time. */
export function SessionHistorySection({ userId }: { userId: string }) {
  const history = useHistory(userId);
  const { isError, isFetching, refetch } = history;
  const { data } = history;

  let content;
  if (data && data.length > 0) {
    content = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.timestamp}-${index}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                gap: { xs: 0, sm: 2 },
                py: 1.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="time" dateTime={entry.timestamp} color="text.secondary">
                {formatTimestamp(entry.timestamp)}
              </Typography>
              <Typography>{entry.activity}</Typography>
            </Box>
          ))}
        </Box>
        <LoadMoreButton pages={history} />
        <TimeZoneNote sx={{ mt: 2 }} />
      </>
    );
  } else if (data) {
    content = <Typography color="text.secondary">{profileMessages.historyEmpty}</Typography>;
  } else if (isError && !isFetching) {
    content = <ErrorNotice text={profileMessages.historyFailed} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={profileMessages.loadingHistory} />;
  }

  return (
    <TitledSection surface="card" title={profileMessages.sessionHistory}>
      {content}
    </TitledSection>
  );
}
