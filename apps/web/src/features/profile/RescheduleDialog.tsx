import { useId, useMemo, useState } from 'react';
import { endOfDay, startOfDay, startOfMonth } from 'date-fns';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import {
  formatSlotDate,
  formatTimeRange,
  type MyAppointment,
  bookingMessages,
  profileMessages,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { serverText } from '../../components/forms/form-feedback';
import { LoadingLine } from '../../components/LoadingLine';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import {
  cancellationPolicy,
  DayTimes,
  dayKey,
  FreeDayPicker,
  freeTimesByDay,
  slotErrorText,
  toBookingCalendarEvents,
  useSlots,
  type BookingCalendarEvent,
} from '../bookings';
import { newTimeText, useRescheduleAppointment } from './use-reschedule-appointment';

interface Props {
  /** The appointment to move; the dialog is open while one is set. */
  appointment: MyAppointment | null;
  cancelNoticeHours: number;
  now: Date;
  onClose: () => void;
}

/**
 * Reschedule: the therapist's other free times (the booking page's list), then the chosen time
 * with its cancellation policy before anything changes. The current time stays the client's
 * until the move is confirmed.
 */
export function RescheduleDialog({ appointment, cancelNoticeHours, now, onClose }: Props) {
  const titleId = useId();
  const [chosen, setChosen] = useState<BookingCalendarEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slots = useSlots(appointment?.doctorId ?? '', appointment !== null);
  const close = () => {
    setChosen(null);
    setError(null);
    setPickedDay(null);
    setPickedMonth(null);
    onClose();
  };
  const move = useRescheduleAppointment(close);
  const busy = move.isPending;

  const confirm = () => {
    if (!appointment || !chosen || busy) return;
    setError(null);
    move.mutate(
      { appointment, slot: chosen },
      {
        onError: (failure) => {
          if (isSessionExpiredError(failure)) return;
          setError(serverText(failure) ?? bookingMessages.rescheduleFailed);
          // Taken meanwhile (or the list was old): back to fresh free times.
          if (failure instanceof ApiRequestError && failure.status === 409) {
            setChosen(null);
            void slots.refetch();
          }
        },
      },
    );
  };

  const current = appointment && {
    start: new Date(appointment.start_time),
    end: new Date(appointment.end_time),
  };
  const free = useMemo(
    () =>
      slots.data
        ? toBookingCalendarEvents(slots.data, now).filter(
            (event) => event.status === 'available' && event.start > now,
          )
        : [],
    [slots.data, now],
  );
  const byDay = useMemo(() => freeTimesByDay(free, now), [free, now]);
  // The booking page's picker: a month with the free days marked, then that day's times.
  const [pickedDay, setPickedDay] = useState<Date | null>(null);
  const [pickedMonth, setPickedMonth] = useState<Date | null>(null);
  const day = pickedDay ?? startOfDay(free[0]?.start ?? now);
  const month = pickedMonth ?? startOfMonth(day);
  const goToDay = (target: Date) => {
    setPickedDay(startOfDay(target));
    setPickedMonth(startOfMonth(target));
  };
  const after = endOfDay(day);
  const nextOtherDay = free.find((event) => event.start > after) ?? free[0] ?? null;

  let body;
  if (chosen) {
    body = (
      <>
        <DialogContentText sx={{ mb: 1 }}>{profileMessages.newTime}</DialogContentText>
        <Typography sx={{ fontWeight: 650 }}>
          {formatSlotDate(chosen.start)}, {formatTimeRange(chosen.start, chosen.end)}
        </Typography>
        <Alert severity="info" role="note" sx={{ mt: 2 }}>
          {cancellationPolicy(chosen.start, cancelNoticeHours, now)}
        </Alert>
      </>
    );
  } else if (slots.isError && !slots.isFetching) {
    body = <ErrorNotice text={slotErrorText(slots.error)} onRetry={() => void slots.refetch()} />;
  } else if (!slots.data) {
    body = <LoadingLine text={profileMessages.loadingFreeTimes} />;
  } else if (free.length === 0) {
    body = <Typography color="text.secondary">{bookingMessages.noOtherFreeTimes}</Typography>;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <FreeDayPicker
          month={month}
          onMonthChange={setPickedMonth}
          selected={day}
          onSelect={(target) => setPickedDay(startOfDay(target))}
          freeCount={(key) => byDay.get(key)?.length ?? 0}
          now={now}
        />
        <DayTimes
          day={day}
          events={byDay.get(dayKey(day)) ?? []}
          nextFree={nextOtherDay}
          canSelect
          action={profileMessages.moveTo}
          onSelect={(event) => {
            setError(null);
            setChosen(event);
          }}
          onGoToDay={goToDay}
        />
      </Box>
    );
  }

  return (
    <Dialog
      open={appointment !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {chosen ? profileMessages.moveQuestion : profileMessages.rescheduleAppointment}
      </DialogTitle>
      <DialogContent dividers>
        {appointment && current && (
          <DialogContentText sx={{ mb: 2 }}>
            {profileMessages.rescheduleCurrent(appointment.doctorName, newTimeText(current))}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {chosen ? (
          <>
            <Button onClick={() => setChosen(null)} disabled={busy}>
              {profileMessages.back}
            </Button>
            <Button variant="contained" onClick={confirm} disabled={busy}>
              {busy ? profileMessages.moving : profileMessages.moveMySession}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{profileMessages.keepCurrentTime}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
