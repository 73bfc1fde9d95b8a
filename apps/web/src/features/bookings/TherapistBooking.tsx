import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { endOfDay, startOfDay, startOfMonth } from 'date-fns';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import {
  type DoctorListItem,
  bookingMessages,
  wallClockHere,
  catalogMessages,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useServerRender } from '../../lib/render-time-zone';
import { useNow } from '../../lib/use-now';
import { bookingPathOf, creditsFor, formatSlotStart, NO_FREE_SLOTS, useMyPlans } from '../catalog';
import { slotErrorText, useBookingPolicy, useSlots } from './bookings-api';
import { BookingConfirmation, type ConfirmedBooking } from './BookingConfirmation';
import { CalendarSection } from './CalendarSection';
import { CancellationPolicyNote } from './CancellationPolicyNote';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';
import { DayTimes } from './DayTimes';
import { FreeDayPicker } from './FreeDayPicker';
import { NoFreeTimes } from './NoFreeTimes';
import {
  nextFreeEvent,
  toBookingCalendarEvents,
  type BookingCalendarEvent,
} from './booking-calendar-events';
import { dayKey, freeTimesByDay } from './booking-days';
import { useBookSlot } from './use-book-slot';
import { pickedSlotState, usePickedSlot } from './use-picked-slot';

const b = bookingMessages;

/** `date` as a local date reading `zone`'s wall clock (see wallClockHere); itself without a zone. */
function drawnIn(date: Date, zone: string | undefined): Date {
  return zone ? wallClockHere(date, zone) : date;
}

/**
 * The booking screen for one therapist: a month of days with the free ones marked, the chosen
 * day's times, the spec's calendar below (a tap away on a phone), the dialog and the result.
 *
 * The server draws it too (ssr/render-public-page.tsx): the days and times then, and while the
 * browser hydrates that markup, are laid out at the server's moment and in its zone, and the
 * next render lays them out at the viewer's. The calendar below waits for that render: it is
 * drawn for the viewer's screen, which the server does not know, and works only with scripts.
 */
export function TherapistBooking({ doctor }: { doctor: DoctorListItem }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const drawn = useServerRender();
  const clock = useNow();
  const now = drawn?.now ?? clock;
  const calendarId = useId();
  const isPatient = status === 'authenticated' && user?.role === 'patient';
  const isStaff = status === 'authenticated' && !!user && user.role !== 'patient';
  const isVisitor = status === 'unauthenticated';

  const slots = useSlots(doctor.id, true);
  // The cancellation rule: stated before a time is chosen, and as a deadline in the dialog.
  const policy = useBookingPolicy();
  // A client with a plan's credits books a paid session with one, without checkout.
  const paidOnline = policy.data?.paymentHoldMinutes != null;
  const plans = useMyPlans(paidOnline && user?.role === 'patient');
  const events = useMemo(
    () => (slots.data ? toBookingCalendarEvents(slots.data, now) : []),
    [slots.data, now],
  );
  // What the days and times are laid out with: the events and the time as the viewer's clock
  // reads them, or as the server's did while its markup is hydrated.
  const zone = drawn?.timeZone;
  const shown = useMemo(() => {
    if (!zone) return { events, now };
    return {
      events: events.map((e) => ({
        ...e,
        start: drawnIn(e.start, zone),
        end: drawnIn(e.end, zone),
      })),
      now: drawnIn(now, zone),
    };
  }, [zone, events, now]);
  const byDay = useMemo(() => freeTimesByDay(shown.events, shown.now), [shown]);
  const nextFree = nextFreeEvent(shown.events, shown.now);
  const nextFreeStart =
    nextFree?.start ??
    (!slots.data && doctor.nextAvailable ? drawnIn(new Date(doctor.nextAvailable), zone) : null);

  // Until someone picks a day, the first day with free times is the one shown.
  const [pickedDay, setPickedDay] = useState<Date | null>(null);
  const [pickedMonth, setPickedMonth] = useState<Date | null>(null);
  const day = pickedDay ?? startOfDay(nextFree?.start ?? shown.now);
  const month = pickedMonth ?? startOfMonth(day);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [selected, setSelected] = useState<BookingCalendarEvent | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);

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

  const goToDay = (target: Date) => {
    setPickedDay(startOfDay(target));
    setPickedMonth(startOfMonth(target));
  };

  const open = (event: BookingCalendarEvent) => {
    booking.clearProblem();
    setSelected(event);
  };

  // A time picked before (on a card, the profile, or here before signing in) is picked again.
  const pickedGone = usePickedSlot(events, !!slots.data && status !== 'loading', (event) => {
    goToDay(event.start);
    if (isPatient || isVisitor) open(event);
  });

  // The visitor's confirmation: sign in (or up) first, and come back to this very time.
  const signInFor = (path: '/login' | '/signup') => {
    if (!selected) return;
    navigate(path, { state: pickedSlotState(location.pathname, selected, doctor.name) });
  };

  const onSelectEvent = (picked: BookingCalendarEvent) => {
    // The very slot, not its server-zone stand-in (a press while the page is being hydrated).
    const event = events.find((e) => e.id === picked.id) ?? picked;
    if (event.status === 'booked') {
      toast.info(b.slotAlreadyBooked);
      return;
    }
    // Nothing happens while the stored session is still being checked.
    if (status === 'loading') return;
    // A visitor sees the dialog too; it asks them to sign in only to confirm.
    if (isPatient || isVisitor) open(event);
  };

  const dayEvents = byDay.get(dayKey(day)) ?? [];
  const after = endOfDay(day);
  const nextOtherDay =
    shown.events.find((e) => e.status === 'available' && e.start > after) ?? nextFree;
  const showSpinner = slots.isPending && slots.fetchStatus !== 'idle';
  const showError = slots.isError && !slots.isFetching;

  return (
    <>
      {isStaff && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {b.onlyClientsBook} {bookingMessages.lookButNotBook}
        </Alert>
      )}
      {pickedGone && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {b.pickedSlotTaken}
        </Alert>
      )}
      {confirmed && <BookingConfirmation booking={confirmed} onClose={() => setConfirmed(null)} />}

      <Typography sx={{ fontWeight: 600 }}>
        {nextFreeStart ? catalogMessages.nextFree(formatSlotStart(nextFreeStart)) : NO_FREE_SLOTS}
      </Typography>
      <TimeZoneNote sx={{ mb: 1 }} timeZone={zone} />
      <CancellationPolicyNote sx={{ mb: 2 }} />

      {showError && (
        <Box sx={{ mb: 2 }}>
          <ErrorNotice text={slotErrorText(slots.error)} onRetry={() => void slots.refetch()} />
        </Box>
      )}

      {showSpinner && (
        <Box sx={{ minHeight: 380, display: 'grid', placeItems: 'center' }}>
          <CircularProgress role="status" aria-label={bookingMessages.loadingSlots} />
        </Box>
      )}
      {slots.data &&
        (nextFree ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 360px) 1fr' },
              gap: { xs: 3, md: 5 },
              alignItems: 'start',
              minHeight: 380,
            }}
          >
            <FreeDayPicker
              month={month}
              onMonthChange={setPickedMonth}
              selected={day}
              onSelect={(target) => setPickedDay(startOfDay(target))}
              freeCount={(key) => byDay.get(key)?.length ?? 0}
              now={shown.now}
            />
            <Box>
              <DayTimes
                day={day}
                events={dayEvents}
                nextFree={nextOtherDay}
                canSelect={!isStaff}
                onSelect={onSelectEvent}
                onGoToDay={goToDay}
                pickPath={bookingPathOf(doctor.id)}
              />
              {/* Under the times, not above them: it shows once the session is known to be
                  none, after the server-drawn page is on screen, and must move nothing. */}
              {isVisitor && (
                <Alert severity="info" sx={{ mt: 3 }}>
                  {bookingMessages.visitorPickHint}
                </Alert>
              )}
            </Box>
          </Box>
        ) : (
          <NoFreeTimes doctor={doctor} />
        ))}

      {slots.data && !drawn && (
        <Box component="section" aria-label={b.calendarView} sx={{ mt: 5 }}>
          {narrow ? (
            <Button
              variant="outlined"
              aria-expanded={calendarOpen}
              aria-controls={calendarId}
              onClick={() => setCalendarOpen((isOpen) => !isOpen)}
              sx={{ mb: 2 }}
            >
              {calendarOpen ? b.hideCalendar : b.showCalendar}
            </Button>
          ) : (
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {b.calendarView}
            </Typography>
          )}
          <Box id={calendarId}>
            {(!narrow || calendarOpen) && (
              <CalendarSection
                doctor={doctor}
                events={events}
                nextFreeStart={nextFreeStart}
                narrow={narrow}
                onSelectEvent={onSelectEvent}
              />
            )}
          </Box>
        </Box>
      )}

      <ConfirmBookingDialog
        slot={selected}
        doctorName={doctor.name}
        price={doctor.price}
        cancelNoticeHours={policy.data?.cancelNoticeHours}
        paymentHoldMinutes={policy.data?.paymentHoldMinutes}
        creditsLeft={selected ? creditsFor(plans.data, selected.start) : 0}
        now={now}
        phone={user?.phone ?? null}
        visitor={
          isVisitor
            ? { onLogIn: () => signInFor('/login'), onSignUp: () => signInFor('/signup') }
            : undefined
        }
        submitting={booking.submitting}
        paying={booking.paying}
        error={booking.problem}
        onCancel={() => setSelected(null)}
        onConfirm={() => booking.confirm(selected, user)}
      />
    </>
  );
}
