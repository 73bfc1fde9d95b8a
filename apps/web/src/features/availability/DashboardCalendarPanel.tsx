import { useMemo } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { useDoctorSlots } from './availability-api';
import type { CalendarView } from './CalendarHeader';
import { DashboardCalendar, type DashboardCalendarProps } from './DashboardCalendar';
import { toDashboardEvents } from './dashboard-calendar-events';
import { readFailureText } from './slot-feedback';
import { calendarRange } from './slot-ranges';
import { useReadFailureNotice, type Notify } from './use-dashboard-feedback';
import { slotsMessages } from '@solace/shared';

interface Props extends Omit<DashboardCalendarProps, 'events' | 'view'> {
  view: CalendarView;
  notify: Notify;
}

export const LOADING_SLOTS = slotsMessages.loadingSlots;

/** The calendar with the slots of the weeks it shows (and a week either side), read as it moves. */
export function DashboardCalendarPanel({ notify, ...calendar }: Props) {
  const { view, date } = calendar;
  const range = useMemo(() => calendarRange(view, date), [view, date]);
  const slots = useDoctorSlots(range);
  useReadFailureNotice(slots, notify);
  const events = useMemo(
    () => (slots.data ? toDashboardEvents(slots.data, new Date()) : []),
    [slots.data],
  );

  if (slots.isPending) return <LoadingLine text={LOADING_SLOTS} />;
  if (slots.isError && !slots.data) {
    return <ErrorNotice text={readFailureText(slots.error)} onRetry={() => void slots.refetch()} />;
  }
  // The weeks shown before stay on screen while the new ones are read; a thin bar says so.
  const reading = slots.isPlaceholderData && slots.isFetching;
  return (
    <Box aria-busy={reading}>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {reading && <LinearProgress aria-label={slotsMessages.loadingTheseWeeks} />}
      </Box>
      <DashboardCalendar events={events} {...calendar} />
    </Box>
  );
}
