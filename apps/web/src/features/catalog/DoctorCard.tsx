import { useId } from 'react';
import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { type DoctorListItem, therapistProfileMessages } from '@solace/shared';
import { DoctorImage } from './DoctorImage';
import { useRenderTimeZone } from '../../lib/render-time-zone';
import { nextFreeText } from './next-free';
import { RatingSummary } from './RatingSummary';
import { SessionPrice } from './SessionPrice';

interface Props {
  doctor: DoctorListItem;
  onSelect: (doctor: DoctorListItem) => void;
}

/**
 * One therapist in the list. The whole card acts as one button, but the button itself sits
 * inside the heading and is stretched over the card with a pseudo-element: a button may not
 * contain a heading, and this way the card keeps a real h2, one tab stop and one short name.
 */
export function DoctorCard({ doctor, onSelect }: Props) {
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
        '&:has(.Mui-focusVisible)': { outline: '3px solid #1E4F49', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
        },
      }}
    >
      <DoctorImage src={doctor.image} alt={`Photo of ${doctor.name}`} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        <Typography variant="h3" component="h2">
          <ButtonBase
            onClick={() => onSelect(doctor)}
            aria-describedby={[specialityId, doctor.rating && ratingId, nextFreeId, priceId]
              .filter(Boolean)
              .join(' ')}
            disableRipple
            sx={{
              font: 'inherit',
              textAlign: 'left',
              color: 'inherit',
              // Stretch the click target over the whole card.
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: 'inherit',
              },
              '&.Mui-focusVisible': { outline: 'none' },
            }}
          >
            {doctor.name}
          </ButtonBase>
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
        <RatingSummary id={ratingId} rating={doctor.rating} />
        <Stack
          direction="row"
          sx={{ mt: 'auto', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <SessionPrice id={priceId} price={doctor.price} />
          {/* Above the stretched card button, so that it takes its own clicks. */}
          <MuiLink
            component={Link}
            to={`/doctors/${encodeURIComponent(doctor.id)}`}
            aria-label={therapistProfileMessages.viewProfileOf(doctor.name)}
            sx={{ position: 'relative', zIndex: 1, fontWeight: 600, fontSize: '0.875rem' }}
          >
            {therapistProfileMessages.viewProfile}
          </MuiLink>
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'primary.main',
              fontWeight: 600,
              fontSize: '0.875rem',
            }}
          >
            Book <ArrowForwardIcon sx={{ fontSize: 16 }} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
