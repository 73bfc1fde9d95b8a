import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  formatClockTime,
  formatLongDay,
  PROFILE_FREE_TIME_COUNT,
  therapistProfileMessages,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { TitledSection } from '../../components/TitledSection';
import { useRenderTimeZone } from '../../lib/render-time-zone';
import { useNow } from '../../lib/use-now';
import { bookingPathOf } from '../catalog';
import { slotErrorText, useSlots } from './bookings-api';
import { CancellationPolicyNote } from './CancellationPolicyNote';

const t = therapistProfileMessages;

/**
 * The therapist's next free times on their page, in the viewer's zone: each opens the booking
 * page with that time picked, to anyone (a visitor signs in on confirming it). Plain links.
 */
export function ProfileFreeTimes({ doctorId }: { doctorId: string }) {
  const now = useNow({ intervalMs: 60_000 });
  const timeZone = useRenderTimeZone();
  const { data, error, isFetching, refetch } = useSlots(doctorId, true);
  let content;
  if (data) {
    const next = data.available
      .map((slot) => ({ id: slot.id, start: new Date(slot.start_time) }))
      .filter((slot) => slot.start.getTime() > now.getTime())
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .slice(0, PROFILE_FREE_TIME_COUNT);
    content =
      next.length === 0 ? (
        <Typography color="text.secondary">{t.noFreeTimes}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {next.map((slot) => {
            const label = `${formatLongDay(slot.start, timeZone)}, ${formatClockTime(slot.start, timeZone)}`;
            return (
              <li key={slot.id}>
                <Button
                  component={Link}
                  to={bookingPathOf(doctorId, slot.id)}
                  variant="outlined"
                  color="success"
                  fullWidth
                  aria-label={t.bookAt(label)}
                  sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </Box>
      );
  } else if (error && !isFetching) {
    content = <ErrorNotice text={slotErrorText(error)} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={t.loadingTimes} />;
  }
  return (
    <TitledSection surface="outlined" title={t.nextFree}>
      {content}
      <TimeZoneNote sx={{ mt: 1.5 }} timeZone={timeZone} />
      <CancellationPolicyNote sx={{ mt: 1 }} />
      <Button component={Link} to={bookingPathOf(doctorId)} sx={{ mt: 1 }}>
        {t.moreTimes}
      </Button>
    </TitledSection>
  );
}
