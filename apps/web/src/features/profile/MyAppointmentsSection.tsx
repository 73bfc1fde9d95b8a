import { useEffect, useRef, useState } from 'react';
import { Box, Card, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type MyAppointment, bookingMessages, profileMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { serverText } from '../../components/forms/form-feedback';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useNow } from '../../lib/use-now';
import { useMyAppointments } from '../bookings';
import { useDueQuestionnaires } from '../questionnaires';
import { AppointmentItem } from './AppointmentItem';
import { APPOINTMENTS_SECTION_ID } from './appointments-path';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { useCancelAppointment } from './use-cancel-appointment';
import { TimeZoneNote } from '../../components/TimeZoneNote';

export const APPOINTMENTS_FAILED = bookingMessages.appointmentsFailed;

function SubHeading({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h2" sx={{ mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * The server's "past" page holds every session that is not an active upcoming one, cancelled
 * ones included: a cancelled session that has not happened yet is not past (issue 22). Those
 * are shown under Upcoming, marked cancelled, soonest first.
 */
function splitPast(list: MyAppointment[], now: Date) {
  const ahead = (a: MyAppointment) => Date.parse(a.end_time) > now.getTime();
  return {
    past: list.filter((a) => !ahead(a)),
    cancelledAhead: list
      .filter(ahead)
      .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time)),
  };
}

/**
 * A patient's upcoming and past appointments, with Join video, Reschedule and Cancel: the body of the
 * /appointments page, whose h1 names it (so the region is named, not headed, here).
 */
export function MyAppointmentsSection() {
  const appointments = useMyAppointments();
  const { data, error, isError, isFetching, refetch } = appointments;
  const now = useNow({ intervalMs: 15_000 });
  const [toCancel, setToCancel] = useState<MyAppointment | null>(null);
  const [toMove, setToMove] = useState<MyAppointment | null>(null);
  const { hash } = useLocation();
  const scrolled = useRef(false);

  // /appointments#appointments (older links to the list): the list loads later than the page.
  useEffect(() => {
    if (hash !== `#${APPOINTMENTS_SECTION_ID}` || !data || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(APPOINTMENTS_SECTION_ID)?.scrollIntoView?.();
  }, [hash, data]);

  const cancel = useCancelAppointment({ onDone: () => setToCancel(null), refetch });
  const due = useDueQuestionnaires();
  const dueBookings = new Set(due.data?.items.map((item) => item.bookingId));

  // A confirmation mail's Reschedule or Cancel link (?reschedule=id, ?cancel=id) opens that
  // booking's dialog once the list is here; the address then loses the parameter, so a reload
  // or Back does not open it again.
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!data) return;
    const opened = (['cancel', 'reschedule'] as const).find((key) => params.has(key));
    if (!opened) return;
    const appointment = data.upcoming.find((a) => a.id === params.get(opened));
    if (appointment) (opened === 'cancel' ? setToCancel : setToMove)(appointment);
    setParams(
      (next) => {
        next.delete('cancel');
        next.delete('reschedule');
        return next;
      },
      { replace: true },
    );
  }, [data, params, setParams]);

  let content;
  if (data) {
    const item = (appointment: MyAppointment, past: boolean) => (
      <AppointmentItem
        key={appointment.id}
        appointment={appointment}
        now={now}
        past={past}
        cancelNoticeHours={data.cancelNoticeHours}
        onCancel={setToCancel}
        onReschedule={setToMove}
        questionnaireDue={dueBookings.has(appointment.id)}
      />
    );
    const { past, cancelledAhead } = splitPast(data.past, now);
    content = (
      <>
        <TimeZoneNote />
        <SubHeading>{profileMessages.upcoming}</SubHeading>
        {data.upcoming.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {profileMessages.noUpcoming}{' '}
            <MuiLink component={Link} to="/doctors">
              {profileMessages.home.findTherapist}
            </MuiLink>
          </Typography>
        )}
        {data.upcoming.length + cancelledAhead.length > 0 && (
          <Box component="ul" sx={listSx}>
            {data.upcoming.map((appointment) => item(appointment, false))}
            {cancelledAhead.map((appointment) => item(appointment, false))}
          </Box>
        )}
        <SubHeading>{profileMessages.past}</SubHeading>
        {past.length > 0 ? (
          <Box component="ul" sx={listSx}>
            {past.map((appointment) => item(appointment, true))}
          </Box>
        ) : (
          <Typography color="text.secondary">{profileMessages.noPast}</Typography>
        )}
        {data.past.length > 0 && <LoadMoreButton pages={appointments} />}
      </>
    );
  } else if (isError && !isFetching) {
    content = (
      <ErrorNotice text={serverText(error) ?? APPOINTMENTS_FAILED} onRetry={() => void refetch()} />
    );
  } else {
    content = <LoadingLine text={profileMessages.loadingAppointments} />;
  }

  return (
    <Card
      component="section"
      id={APPOINTMENTS_SECTION_ID}
      aria-label={profileMessages.myAppointments}
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      {content}
      <CancelAppointmentDialog
        appointment={toCancel}
        cancelling={cancel.isPending}
        onKeep={() => setToCancel(null)}
        onConfirm={() => toCancel && !cancel.isPending && cancel.mutate(toCancel)}
      />
      {data && (
        <RescheduleDialog
          appointment={toMove}
          cancelNoticeHours={data.cancelNoticeHours}
          now={now}
          onClose={() => setToMove(null)}
        />
      )}
    </Card>
  );
}
