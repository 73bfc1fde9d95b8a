import { Box, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { type RatingSummary as Summary, cardsMessages } from '@solace/shared';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * A therapist's rating from clients' reviews: "4.5 · 12 reviews", read out as "Rated 4.5 out of
 * 5 from 12 reviews". Nothing at all while there are no reviews: no stars nobody gave.
 */
export function RatingSummary({ rating, id }: { rating: Summary; id?: string }) {
  if (!rating) return null;
  return (
    <Typography
      id={id}
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <StarIcon aria-hidden="true" sx={{ fontSize: 18, color: '#B26A00' }} />
      <Box component="span" aria-hidden="true">
        {cardsMessages.summary(rating.average, rating.count)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {cardsMessages.summaryLabel(rating.average, rating.count)}
      </Box>
    </Typography>
  );
}
