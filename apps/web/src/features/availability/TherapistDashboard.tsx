import { useMemo, useState } from 'react';
import { Box, Button, Stack, useMediaQuery } from '@mui/material';
import { toast } from '../../lib/toast';
import { Views, type SlotInfo, type View } from 'react-big-calendar';
import { type DoctorSlot, bookingMessages, slotsMessages } from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';
import { AddSlotDialog, type AddSlotRequest } from './AddSlotDialog';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { deleteSlot, useDoctorSlots, useSlotChange } from './availability-api';
import type { CalendarView } from './CalendarHeader';
import { DashboardCalendarPanel } from './DashboardCalendarPanel';
import { DashboardSnackbar } from './DashboardSnackbar';
import { EditSlotDialog } from './EditSlotDialog';
import { effectiveStatus, type DashboardEvent } from './dashboard-calendar-events';
import { deleteFailureText } from './slot-feedback';
import { SlotListPanel } from './SlotListPanel';
import { listRange } from './slot-ranges';
import { timeOfDay } from './slot-form';
import { useDashboardFeedback, useReadFailureNotice } from './use-dashboard-feedback';
import { ViewModeSwitch, type ViewMode } from './ViewModeSwitch';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { useNow } from '../../lib/use-now';
import { DashboardAgenda } from './DashboardAgenda';
import { WorkingHoursDialog } from './WorkingHoursDialog';
import { SetupChecklist } from './SetupChecklist';
import { PaymentsCard } from './PaymentsCard';
import { useAuth } from '../../lib/auth/use-auth';

type OpenDialog =
  | { kind: 'add'; request: AddSlotRequest }
  | { kind: 'edit' | 'details'; slot: DoctorSlot }
  | { kind: 'hours' };

/** The dashboard itself, for a signed-in therapist: slots, dialogs and the one snackbar. */
export function TherapistDashboard() {
  const { user } = useAuth();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const now = useNow();
  const [mode, setMode] = useState<ViewMode>('calendar');
  const [date, setDate] = useState(() => new Date());
  // The coming days rather than a month of past weeks: this week, or today on a phone.
  const [view, setView] = useState<CalendarView>(phone ? Views.DAY : Views.WEEK);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { feedback, open, notify, close } = useDashboardFeedback();
  // Today's local midnight, a new Date only when the day changes (it keys the reads below).
  const [year, month, dayOfMonth] = [now.getFullYear(), now.getMonth(), now.getDate()];
  const today = useMemo(() => new Date(year, month, dayOfMonth), [year, month, dayOfMonth]);
  // The agenda's two weeks are the list's first range: one read serves both.
  const agenda = useDoctorSlots(useMemo(() => listRange(today, 0), [today]));
  useReadFailureNotice(agenda, notify);
  const remove = useSlotChange(deleteSlot);

  const openEvent = (event: DashboardEvent) => {
    const status = effectiveStatus(event.slot, new Date());
    if (status === 'expired') toast.info(bookingMessages.slotExpired);
    else setDialog({ kind: status === 'booked' ? 'details' : 'edit', slot: event.slot });
  };

  const selectRange = ({ start, end, action }: SlotInfo, current: View) => {
    const request: AddSlotRequest = { date: start };
    // A range dragged over the week or day grid (within one day) becomes the working range.
    const dragged = current !== Views.MONTH && action === 'select';
    if (dragged && end.toDateString() === start.toDateString() && end > start) {
      Object.assign(request, { start: timeOfDay(start), end: timeOfDay(end) });
    }
    setDialog({ kind: 'add', request });
  };

  const deleteEvent = (event: DashboardEvent) => {
    remove.mutate(event.id, {
      onSuccess: () => notify('success', slotsMessages.deleted),
      onError: (failure) => {
        if (!isSessionExpiredError(failure)) notify('error', deleteFailureText(failure));
      },
    });
  };

  const closeDialog = () => setDialog(null);
  const content =
    mode === 'calendar' ? (
      <DashboardCalendarPanel
        date={date}
        view={view}
        onDate={setDate}
        onView={setView}
        onSelectSlot={selectRange}
        onOpenEvent={openEvent}
        notify={notify}
      />
    ) : (
      <>
        <SlotListPanel
          today={today}
          now={now}
          notify={notify}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={openEvent}
          onDelete={deleteEvent}
          onDetails={openEvent}
        />
        <TimeZoneNote sx={{ mt: 2 }} />
      </>
    );

  const openHours = () => setDialog({ kind: 'hours' });
  return (
    <Box>
      {user && <SetupChecklist userId={user.id} onSetHours={openHours} />}
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 3,
        }}
      >
        <ViewModeSwitch mode={mode} onChange={setMode} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={openHours}>
            {slotsMessages.workingHours}
          </Button>
          <Button
            variant="contained"
            onClick={() =>
              setDialog({ kind: 'add', request: { date: new Date(), pickDate: true } })
            }
          >
            {slotsMessages.addAvailability}
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {/* minmax(0, 1fr): its column would otherwise grow to the widest card's table. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
          <DashboardAgenda
            slots={agenda.data}
            now={now}
            onDetails={(slot) => setDialog({ kind: 'details', slot })}
            onSetHours={openHours}
          />
          <PaymentsCard />
        </Box>
        <Box sx={{ minWidth: 0 }}>{content}</Box>
      </Box>
      {dialog?.kind === 'add' && (
        <AddSlotDialog request={dialog.request} onClose={closeDialog} notify={notify} />
      )}
      {dialog?.kind === 'hours' && <WorkingHoursDialog onClose={closeDialog} notify={notify} />}
      {dialog?.kind === 'edit' && (
        <EditSlotDialog slot={dialog.slot} onClose={closeDialog} notify={notify} />
      )}
      {dialog?.kind === 'details' && (
        <AppointmentDetailsDialog slot={dialog.slot} onClose={closeDialog} notify={notify} />
      )}
      <DashboardSnackbar feedback={feedback} open={open} onClose={close} />
    </Box>
  );
}
