import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { addDays } from 'date-fns';
import { formatSlotDate, slotsMessages, type DoctorSlotsResponse } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useDoctorSlotRanges } from './availability-api';
import { LOADING_SLOTS } from './DashboardCalendarPanel';
import { toDashboardEvents, type DashboardEvent } from './dashboard-calendar-events';
import { readFailureText } from './slot-feedback';
import { hasEarlierSlots, hasLaterSlots, listRange } from './slot-ranges';
import { SlotListFilters, type SlotFilter } from './SlotListFilters';
import { SlotListView, type SlotActions } from './SlotListView';
import { useReadFailureNotice, type Notify } from './use-dashboard-feedback';

interface Props extends SlotActions {
  /** Local midnight of today: the list starts here. */
  today: Date;
  now: Date;
  notify: Notify;
}

const m = slotsMessages.list;

/** Over, or never to be: an unbooked slot that has started, a session that has ended. */
function isPast(event: DashboardEvent, now: Date): boolean {
  return event.status === 'expired' || event.end.getTime() <= now.getTime();
}

/** The slots of every range read, each once (one crossing midnight is in two), in order. */
function eventsOf(answers: (DoctorSlotsResponse | undefined)[], now: Date): DashboardEvent[] {
  const seen = new Set<string>();
  const merged: DoctorSlotsResponse = { available: [], booked: [] };
  for (const answer of answers) {
    for (const key of ['available', 'booked'] as const) {
      for (const slot of answer?.[key] ?? []) {
        if (seen.has(slot.id)) continue;
        seen.add(slot.id);
        merged[key].push(slot);
      }
    }
  }
  return toDashboardEvents(merged, now);
}

/**
 * The List View: from today, two weeks at a time ("Load more" reads the next two), all slots or
 * the booked ones only; past slots only when asked for, reaching back two weeks a click.
 */
export function SlotListPanel({ today, now, notify, ...actions }: Props) {
  const [filter, setFilter] = useState<SlotFilter>('all');
  const [showPast, setShowPast] = useState(false);
  // How many ranges are read from today on, and before it while past slots are shown.
  const [later, setLater] = useState(1);
  const [earlier, setEarlier] = useState(0);
  const first = showPast ? -earlier : 0;
  const ranges = Array.from({ length: later - first }, (_, i) => listRange(today, first + i));
  const reads = useDoctorSlotRanges(ranges);
  const failed = reads.filter((read) => read.isError);
  useReadFailureNotice(
    {
      isError: failed.length > 0,
      error: failed[0]?.error,
      errorUpdatedAt: Math.max(0, ...failed.map((read) => read.errorUpdatedAt)),
    },
    notify,
  );

  const togglePast = (show: boolean) => {
    setShowPast(show);
    // Asking for past slots shows some: the two weeks before today are read at once.
    if (show && earlier === 0) setEarlier(1);
  };

  if (reads.every((read) => read.isPending && !read.isError)) {
    return <LoadingLine text={LOADING_SLOTS} />;
  }
  const events = eventsOf(
    reads.map((read) => read.data),
    now,
  ).filter(
    (event) => (filter === 'all' || event.status === 'booked') && (showPast || !isPast(event, now)),
  );
  const firstRange = ranges[0]!;
  const lastRange = ranges[ranges.length - 1]!;
  const unread = failed.filter((read) => !read.data);
  const lastDay = formatSlotDate(addDays(lastRange.to, -1));

  return (
    <Stack spacing={2}>
      <SlotListFilters
        filter={filter}
        onFilter={setFilter}
        showPast={showPast}
        onShowPast={togglePast}
      />
      <Typography variant="body2" color="text.secondary">
        {m.showing(formatSlotDate(firstRange.from), lastDay)}
      </Typography>
      {showPast && (
        <LoadMoreButton
          label={m.loadEarlier}
          pages={{
            hasNextPage: hasEarlierSlots(firstRange, now),
            isFetchingNextPage: reads[0]!.isPending,
            fetchNextPage: () => setEarlier((count) => count + 1),
          }}
        />
      )}
      <SlotListView
        events={events}
        emptyText={filter === 'booked' ? m.noBooked : m.noSlots}
        {...actions}
      />
      {unread.length > 0 && (
        <ErrorNotice
          text={readFailureText(unread[0]!.error)}
          onRetry={() => unread.forEach((read) => void read.refetch())}
        />
      )}
      <LoadMoreButton
        pages={{
          hasNextPage: unread.length === 0 && hasLaterSlots(lastRange, now),
          isFetchingNextPage: reads[reads.length - 1]!.isPending,
          fetchNextPage: () => setLater((count) => count + 1),
        }}
      />
    </Stack>
  );
}
