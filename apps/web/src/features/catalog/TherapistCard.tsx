import { useId } from 'react';
import { Box, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import {
  type DoctorListItem,
  formatClockTime,
  formatShortDay,
  therapistProfileMessages,
  appMessages,
  catalogMessages,
} from '@solace/shared';
import { TherapistImage } from './TherapistImage';
import { useRenderTimeZone } from '../../lib/render-time-zone';
import { nextFreeText } from './next-free';
import { RatingSummary } from './RatingSummary';
import { SessionPrice } from './SessionPrice';

const t = therapistProfileMessages;

/** Above the stretched card link, so that they take their own clicks. */
const raised = { position: 'relative', zIndex: 1 } as const;

/** Where a card leads: the therapist's booking page, to anyone (a visitor signs in on confirming). */
export function bookingPathOf(doctorId: string, slotId?: string): string {
  const path = `/bookings/${encodeURIComponent(doctorId)}`;
  return slotId ? `${path}?slot=${encodeURIComponent(slotId)}` : path;
}

/**
 * One therapist in the list. The whole card is one link to their booking page, named "Book a
 * session with …": the link is the card's "Book" line, stretched over the card with a
 * pseudo-element, so the card keeps a real h2 with the therapist's name and one tab stop. Their
 * next free times and the profile link sit above it and open their own pages. Plain links, so a
 * server-drawn card works before any script runs.
 */
export function TherapistCard({ doctor }: { doctor: DoctorListItem }) {
  const specialityId = useId();
  const priceId = useId();
  const nextFreeId = useId();
  const ratingId = useId();
  const timeZone = useRenderTimeZone();
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        cursor: 'pointer',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 32px rgba(30,42,44,0.10)' },
        '&:has(.card-link:focus-visible)': { outline: '3px solid #1E4F49', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
        },
      }}
    >
      <TherapistImage src={doctor.image} alt={appMessages.photoOf(doctor.name)} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        <Typography variant="h3" component="h2">
          {doctor.name}
        </Typography>
        <Typography
          id={specialityId}
          variant="body2"
          sx={{ color: 'primary.main', fontWeight: 600 }}
        >
          {doctor.specialization}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {doctor.description}
        </Typography>
        <Typography
          id={nextFreeId}
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <EventAvailableIcon aria-hidden="true" sx={{ fontSize: 18, color: 'primary.main' }} />
          {nextFreeText(doctor.nextAvailable, timeZone)}
        </Typography>
        <CardFreeTimes doctor={doctor} timeZone={timeZone} />
        <RatingSummary id={ratingId} rating={doctor.rating} />
        <Stack
          direction="row"
          sx={{ mt: 'auto', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <SessionPrice id={priceId} price={doctor.price} />
          <MuiLink
            component={Link}
            to={`/doctors/${encodeURIComponent(doctor.id)}`}
            aria-label={t.viewProfileOf(doctor.name)}
            sx={{ ...raised, fontWeight: 600, fontSize: '0.875rem' }}
          >
            {t.viewProfile}
          </MuiLink>
          <MuiLink
            component={Link}
            to={bookingPathOf(doctor.id)}
            className="card-link"
            aria-label={t.bookWith(doctor.name)}
            aria-describedby={[specialityId, doctor.rating && ratingId, nextFreeId, priceId]
              .filter(Boolean)
              .join(' ')}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              fontSize: '0.875rem',
              // Stretch the click target over the whole card.
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: 'inherit',
              },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {catalogMessages.book} <ArrowForwardIcon aria-hidden="true" sx={{ fontSize: 16 }} />
          </MuiLink>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The card's next free times, each opening the booking page with that time picked. */
function CardFreeTimes({ doctor, timeZone }: { doctor: DoctorListItem; timeZone?: string }) {
  if (doctor.nextFreeTimes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t.cardFreeTimes(doctor.name)}
      sx={{ ...raised, listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {doctor.nextFreeTimes.map((time) => {
        const start = new Date(time.start);
        const label = `${formatShortDay(start, timeZone)}, ${formatClockTime(start, timeZone)}`;
        return (
          <li key={time.id}>
            <Button
              component={Link}
              to={bookingPathOf(doctor.id, time.id)}
              variant="outlined"
              color="success"
              size="small"
              aria-label={t.bookTimeWith(label, doctor.name)}
              sx={{ minHeight: 36, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
