import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messages, type DoctorListItem } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useNow } from '../../lib/use-now';
import { formatSlotStart, NO_FREE_SLOTS } from '../catalog';
import { slotErrorText, useMyAppointments, useSlots } from './bookings-api';
import { BookingConfirmation, type ConfirmedBooking } from './BookingConfirmation';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';
import { FreeTimesList } from './FreeTimesList';
import { BOOKING_CALENDAR_HEIGHT, SlotCalendar } from './SlotCalendar';
import {
  freeEventsIn,
  freeTimesHeading,
  nextFreeEvent,
  toBookingCalendarEvents,
  visibleRange,
  type BookingView,
  type BookingCalendarEvent,
} from './booking-calendar-events';
import { useBookSlot } from './use-book-slot';
import { TimeZoneNote } from '../../components/TimeZoneNote';

/** Where the time grid opens: half an hour before the next free slot, else 8 in the morning. */
function scrollTimeFor(start: Date | null): Date {
  const time = new Date();
  if (start) time.setHours(start.getHours(), Math.max(0, start.getMinutes() - 30), 0, 0);
  else time.setHours(8, 0, 0, 0);
  return time;
}

/** Today, unless nothing is free before the end of what the calendar shows: then the next free. */
function initialDate(view: BookingView, doctor: DoctorListItem): Date {
  const today = new Date();
  const next = doctor.nextAvailable ? new Date(doctor.nextAvailable) : null;
  if (!next || Number.isNaN(next.getTime())) return today;
  return next > visibleRange(view, today).end ? next : today;
}

/** The booking screen for one therapist: free times, the dialog, the result. */
export function DoctorBooking({ doctor }: { doctor: DoctorListItem }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = useNow();

  const slots = useSlots(doctor.id, true);
  // The cancellation notice comes with the client's own appointments (the booking rules).
  const policy = useMyAppointments(status === 'authenticated' && user?.role === 'patient');
  const events = useMemo(
    () => (slots.data ? toBookingCalendarEvents(slots.data, now) : []),
    [slots.data, now],
  );
  const nextFree = nextFreeEvent(events, now);
  const nextFreeStart =
    nextFree?.start ??
    (!slots.data && doctor.nextAvailable ? new Date(doctor.nextAvailable) : null);

  // Phones get the day view: seven columns do not fit 375 px.
  const [view, setView] = useState<BookingView>(narrow ? 'day' : 'week');
  const [date, setDate] = useState(() => initialDate(narrow ? 'day' : 'week', doctor));
  // Bumped by "Jump to next free slot" so the time grid scrolls to it again.
  const [jumps, setJumps] = useState(0);
  const [scrollToTime, setScrollToTime] = useState(() =>
    scrollTimeFor(doctor.nextAvailable ? new Date(doctor.nextAvailable) : null),
  );
  const [selected, setSelected] = useState<BookingCalendarEvent | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);

  const isPatient = status === 'authenticated' && user?.role === 'patient';
  const isStaff = status === 'authenticated' && !!user && user.role !== 'patient';

  const booking = useBookSlot({
    doctorId: doctor.id,
    doctorName: doctor.name,
    onBooked: (result) => {
      setSelected(null);
      setConfirmed(result);
    },
    onSlotGone: () => setSelected(null),
  });

  // Spec point 8: a failed slot fetch is a toast as well as the notice on the page.
  const { error, errorUpdatedAt } = slots;
  useEffect(() => {
    if (!error) return;
    const cause = error instanceof Error ? error.cause : undefined;
    if (isSessionExpiredError(cause)) return;
    toast.error(slotErrorText(error));
  }, [error, errorUpdatedAt]);

  const onSelectEvent = (event: BookingCalendarEvent) => {
    if (event.status === 'booked') {
      toast.info(messages.booking.slotAlreadyBooked);
      return;
    }
    // Nothing happens while the stored session is still being checked (as on /doctors).
    if (status === 'loading') return;
    if (status === 'unauthenticated') {
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    if (!isPatient) return;
    booking.clearProblem();
    setSelected(event);
  };

  const jumpToNextFree = () => {
    if (!nextFreeStart) return;
    setDate(nextFreeStart);
    setScrollToTime(scrollTimeFor(nextFreeStart));
    setJumps((count) => count + 1);
  };

  const range = visibleRange(view, date);
  const showSpinner = slots.isPending && slots.fetchStatus !== 'idle';
  const showError = slots.isError && !slots.isFetching;

  return (
    <>
      {isStaff && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {messages.booking.onlyClientsBook} You can look at the free times, but not book them.
        </Alert>
      )}
      {status === 'unauthenticated' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You can look at the free times now. Choosing one takes you to the login first, and back
          here after.
        </Alert>
      )}
      {confirmed && <BookingConfirmation booking={confirmed} onClose={() => setConfirmed(null)} />}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1 }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {nextFreeStart ? `Next free: ${formatSlotStart(nextFreeStart)}` : NO_FREE_SLOTS}
        </Typography>
        {nextFreeStart && (
          <Button variant="outlined" size="small" onClick={jumpToNextFree}>
            Jump to next free slot
          </Button>
        )}
      </Stack>
      <TimeZoneNote sx={{ mb: 2 }} />

      {showError && (
        <Box sx={{ mb: 2 }}>
          <ErrorNotice text={slotErrorText(slots.error)} onRetry={() => void slots.refetch()} />
        </Box>
      )}

      {showSpinner ? (
        <Box
          sx={{
            height: BOOKING_CALENDAR_HEIGHT,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <CircularProgress role="status" aria-label="Loading slots" />
        </Box>
      ) : (
        slots.data && (
          <>
            <SlotCalendar
              key={jumps}
              events={events}
              view={view}
              date={date}
              scrollToTime={scrollToTime}
              onView={setView}
              onNavigate={setDate}
              onSelectEvent={onSelectEvent}
            />
            <FreeTimesList
              heading={freeTimesHeading(view, date, now)}
              events={freeEventsIn(events, range)}
              canSelect={!isStaff}
              onSelect={onSelectEvent}
            />
          </>
        )
      )}

      <ConfirmBookingDialog
        slot={selected}
        doctorName={doctor.name}
        price={doctor.price}
        cancelNoticeHours={policy.data?.cancelNoticeHours}
        now={now}
        phone={user?.phone ?? null}
        submitting={booking.submitting}
        error={booking.problem}
        onCancel={() => setSelected(null)}
        onConfirm={() => booking.confirm(selected, user)}
      />
    </>
  );
}
