import { lazy, Suspense, useId, useState } from 'react';
import { Avatar, Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import {
  formatClockTime,
  formatSlotDate,
  formatTimeRange,
  type MyAppointment,
  bookingMessages,
  clinicalMessages,
  reviewsMessages,
  appMessages,
  profileMessages,
} from '@solace/shared';
import { DEFAULT_AVATAR } from '../catalog';
import { JoinVideoButton } from './JoinVideoButton';
import { useMyReviews } from './reviews-api';
import { conversationPath } from '@solace/shared';

// The dialog's code (the star picker) comes when a client first rates.
const RateSessionDialog = lazy(() =>
  import('./RateSessionDialog').then((m) => ({ default: m.RateSessionDialog })),
);

/** The patient may cancel by themselves until the deadline the server gave. */
function canCancel(appointment: MyAppointment, now: Date): boolean {
  if (appointment.status !== 'booked' || !appointment.cancelDeadline) return false;
  return now.getTime() < Date.parse(appointment.cancelDeadline);
}

function cancelledLine(appointment: MyAppointment): string {
  const who = appointment.cancelledBy ?? 'none';
  const at = appointment.cancelledAt ? new Date(appointment.cancelledAt) : null;
  const line =
    at && !Number.isNaN(at.getTime())
      ? profileMessages.cancelledOn(who, formatSlotDate(at), formatClockTime(at))
      : profileMessages.cancelledBy(who);
  // The therapist's reason, in their words: the client was told it and may look again.
  return appointment.cancelReason
    ? profileMessages.cancelReason(line, appointment.cancelReason)
    : line;
}

interface Props {
  appointment: MyAppointment;
  now: Date;
  cancelNoticeHours: number;
  /** Past appointments are shown without Join video and Cancel. */
  past?: boolean;
  onCancel: (appointment: MyAppointment) => void;
  /** Moving to another time follows the cancellation rule: offered while Cancel is. */
  onReschedule?: (appointment: MyAppointment) => void;
  /** A questionnaire is due before this session (issue 25): a link to fill it in. */
  questionnaireDue?: boolean;
}

/** One appointment: when, with whom, its status and what can be done with it now. */
export function AppointmentItem({
  appointment,
  now,
  cancelNoticeHours,
  past,
  onCancel,
  onReschedule,
  questionnaireDue,
}: Props) {
  const cancelHintId = useId();
  const start = new Date(appointment.start_time);
  const end = new Date(appointment.end_time);
  const booked = appointment.status === 'booked';
  const cancellable = canCancel(appointment, now);
  const ended = end.getTime() <= now.getTime();
  // A session that took place may be rated by its client; once, then edited.
  const rateable = booked && ended;
  const reviews = useMyReviews(rateable);
  const review = reviews.data?.find((r) => r.bookingId === appointment.id);
  const [rating, setRating] = useState(false);
  // The video room's end page links here with ?rate={bookingId}: that session's dialog opens
  // once (after the client's earlier rating, if any, has loaded, to edit it in place).
  const [params] = useSearchParams();
  const [openedFromLink, setOpenedFromLink] = useState(false);
  if (rateable && !openedFromLink && !reviews.isPending && params.get('rate') === appointment.id) {
    setOpenedFromLink(true);
    setRating(true);
  }

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Avatar
        src={appointment.doctorImage || DEFAULT_AVATAR}
        alt={appMessages.photoOf(appointment.doctorName)}
        sx={{ width: 56, height: 56, bgcolor: '#E6F0EC', color: 'primary.dark' }}
      >
        {appointment.doctorName.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {appointment.doctorName}
          </Typography>
          <Chip
            size="small"
            label={booked ? profileMessages.booked : profileMessages.cancelled}
            color={booked ? 'success' : 'default'}
            variant={booked ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography color="text.secondary">
          <time dateTime={appointment.start_time}>{formatSlotDate(start)}</time>,{' '}
          {formatTimeRange(start, end)}
        </Typography>
        {!booked && (
          <Typography variant="body2" color="text.secondary">
            {cancelledLine(appointment)}
          </Typography>
        )}
        {questionnaireDue && booked && !past && (
          <Stack direction="row" sx={{ mt: 1, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {/* MUI's warning orange under white text is 3.1:1: a dark amber outline reads at 6.5:1. */}
            <Chip
              size="small"
              variant="outlined"
              label={clinicalMessages.due}
              sx={{ color: '#8A4B00', borderColor: '#8A4B00' }}
            />
            <MuiLink component={Link} to={`/questionnaires/${encodeURIComponent(appointment.id)}`}>
              {clinicalMessages.fillIn}
            </MuiLink>
          </Stack>
        )}

        {rateable && (
          <Stack direction="row" sx={{ mt: 1, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {review && (
              <Typography variant="body2" color="text.secondary">
                {reviewsMessages.yourRating(review.rating)}
              </Typography>
            )}
            <Button
              variant={review ? 'text' : 'outlined'}
              disabled={reviews.isPending}
              onClick={() => setRating(true)}
            >
              {review ? reviewsMessages.edit : reviewsMessages.rate}
            </Button>
          </Stack>
        )}
        {rating && (
          <Suspense>
            <RateSessionDialog
              appointment={appointment}
              review={review}
              onClose={() => setRating(false)}
            />
          </Suspense>
        )}

        {!past && booked && !ended && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ mt: 1.5, gap: { xs: 1.5, sm: 3 }, alignItems: 'flex-start' }}
          >
            <JoinVideoButton appointment={appointment} now={now} />
            <Box sx={{ maxWidth: 360 }}>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {cancellable && onReschedule && (
                  <Button variant="outlined" onClick={() => onReschedule(appointment)}>
                    {profileMessages.reschedule}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color="error"
                  disabled={!cancellable}
                  aria-describedby={cancellable ? undefined : cancelHintId}
                  onClick={() => onCancel(appointment)}
                >
                  {profileMessages.cancel}
                </Button>
              </Stack>
              {!cancellable && (
                <Typography
                  id={cancelHintId}
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.5 }}
                >
                  {bookingMessages.cancelTooLate(cancelNoticeHours)}{' '}
                  {appointment.doctorId && (
                    <MuiLink component={Link} to={conversationPath(appointment.doctorId)}>
                      {bookingMessages.messageTherapist(appointment.doctorName)}
                    </MuiLink>
                  )}
                </Typography>
              )}
            </Box>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
