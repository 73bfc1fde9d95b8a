import { Box, Button, Stack, Typography } from '@mui/material';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import { Link } from 'react-router';
import {
  AGENDA_SESSIONS_SHOWN,
  formatSlotDate,
  formatTimeRange,
  isCallDue,
  isVideoRoomOpen,
  type DoctorSlot,
  type DoctorSlotsResponse,
  bookingMessages,
  callsMessages,
  slotsMessages,
  activeLocale,
} from '@solace/shared';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { TitledSection } from '../../components/TitledSection';
import { AgendaScores, useAgendaScores } from '../questionnaires';
import { RingCallButton } from '../calls';
import { clientName } from './dashboard-calendar-events';
import { useWaitingRooms } from './use-waiting-rooms';
import { conversationPath } from '@solace/shared';

interface Props {
  /** The therapist's slots of today and the next two weeks (the list's first range). */
  slots: DoctorSlotsResponse | undefined;
  now: Date;
  onDetails: (slot: DoctorSlot) => void;
  onSetHours: () => void;
}

/** Booked sessions that have not ended, soonest first. */
function upcomingSessions(slots: DoctorSlotsResponse, now: Date): DoctorSlot[] {
  return slots.booked
    .filter((slot) => Date.parse(slot.end_time) > now.getTime())
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}

/** "Today", "Tomorrow", or the date with its weekday ("Friday, March 14, 2025"). */
function dayLabel(date: Date, now: Date): string {
  const days = Math.round(
    (new Date(date).setHours(0, 0, 0, 0) - new Date(now).setHours(0, 0, 0, 0)) / 86_400_000,
  );
  if (days === 0) return slotsMessages.today;
  if (days === 1) return slotsMessages.tomorrow;
  return `${date.toLocaleDateString(activeLocale(), { weekday: 'long' })}, ${formatSlotDate(date)}`;
}

/** The dashboard's first answer: today's and the coming booked sessions, with what to do. */
export function DashboardAgenda({ slots, now, onDetails, onSetHours }: Props) {
  const sessions = slots ? upcomingSessions(slots, now) : [];
  // More than this and the rest are in List View: the agenda is a glance, not the whole diary.
  const shown = sessions.slice(0, AGENDA_SESSIONS_SHOWN);
  const scores = useAgendaScores(shown.flatMap((slot) => (slot.client_id ? [slot.client_id] : [])));
  // The rows wait for the scores beside them (one read), so none moves when they come.
  const ready = slots !== undefined && scores.settled;
  const waitingRooms = useWaitingRooms();
  let lastDay = '';

  return (
    <TitledSection surface="outlined" title={slotsMessages.yourSessions}>
      {ready && shown.length === 0 && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{slotsMessages.agendaEmpty}</Typography>
          <Typography variant="body2" color="text.secondary">
            {slotsMessages.setHoursHint}
          </Typography>
          <Button variant="contained" onClick={onSetHours}>
            {slotsMessages.setup.openHours}
          </Button>
        </Stack>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(ready ? shown : []).map((slot) => {
          const start = new Date(slot.start_time);
          const end = new Date(slot.end_time);
          const day = dayLabel(start, now);
          const heading = day !== lastDay;
          lastDay = day;
          const name = clientName(slot);
          const time = formatTimeRange(start, end);
          const joinable = Boolean(slot.room_id) && isVideoRoomOpen(start, end, now);
          // Due (10 minutes before to its end): Start Video Call rings the client.
          const ringable = Boolean(slot.booking_id) && isCallDue(start, end, now);
          // "Priya is waiting": the client is in the room's waiting room (until the session ends).
          const waiting = slot.room_id ? waitingRooms.get(slot.room_id) : undefined;
          return (
            <Box component="li" key={slot.id} sx={{ '& + li': { mt: 1.5 } }}>
              {heading && (
                <Typography
                  variant="overline"
                  component="h3"
                  color="text.secondary"
                  sx={{ display: 'block', lineHeight: 2 }}
                >
                  {day}
                </Typography>
              )}
              <Box sx={{ borderLeft: 4, borderColor: '#C2410C', pl: 1.5 }}>
                <Typography sx={{ fontWeight: 650 }}>{time}</Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
                {slot.client_id && (
                  <AgendaScores clientName={name} results={scores.byClient.get(slot.client_id)} />
                )}
                {waiting && (
                  <Typography
                    data-waiting="true"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      fontWeight: 650,
                      color: '#9A3412',
                    }}
                  >
                    <HourglassIcon fontSize="small" aria-hidden="true" />
                    {waiting}
                  </Typography>
                )}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
                  {ringable && slot.booking_id && (
                    <RingCallButton
                      bookingId={slot.booking_id}
                      otherName={name}
                      size="small"
                      ariaLabel={callsMessages.ringWho(name)}
                    />
                  )}
                  {joinable && (
                    <Button
                      component={Link}
                      to={`/video-chat/${encodeURIComponent(slot.room_id ?? '')}`}
                      size="small"
                      variant={ringable ? 'outlined' : 'contained'}
                      startIcon={<VideocamIcon />}
                    >
                      {slotsMessages.joinVideo}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={slotsMessages.detailsFor(name, day, time)}
                    onClick={() => onDetails(slot)}
                  >
                    {slotsMessages.details}
                  </Button>
                  {slot.client_id && (
                    <Button
                      component={Link}
                      to={conversationPath(slot.client_id)}
                      size="small"
                      aria-label={bookingMessages.messageTherapist(name)}
                    >
                      {slotsMessages.message}
                    </Button>
                  )}
                </Stack>
              </Box>
            </Box>
          );
        })}
      </Box>
      {ready && sessions.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {slotsMessages.moreInList(sessions.length - shown.length)}
        </Typography>
      )}
      {ready && shown.length > 0 && <TimeZoneNote sx={{ mt: 1.5 }} />}
    </TitledSection>
  );
}
