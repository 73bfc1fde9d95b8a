import { Box, Rating, Typography } from '@mui/material';
import {
  formatSlotDate,
  reviewsMessages,
  therapistProfileMessages,
  catalogMessages,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { useRenderTimeZone } from '../../lib/render-time-zone';
import { useDoctorReviews } from './reviews-api';
import { RatingSummary } from './RatingSummary';

const rv = reviewsMessages;

/** A therapist's reviews on their public page: the summary, then the newest comments. */
export function TherapistReviews({ doctorId }: { doctorId: string }) {
  const timeZone = useRenderTimeZone();
  const { data, error, isFetching, refetch } = useDoctorReviews(doctorId);
  let content;
  if (data && data.reviews.length > 0) {
    content = (
      <>
        <RatingSummary rating={data.rating} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
          {data.reviews.map((review, index) => (
            <Box
              component="li"
              key={`${review.date}-${index}`}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
            >
              <Rating
                value={review.rating}
                readOnly
                size="small"
                getLabelText={(value) => catalogMessages.ratedOutOf5(value)}
                sx={{ color: '#B26A00' }}
              />
              {review.comment && (
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.comment}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {rv.byline(review.author, formatSlotDate(new Date(review.date), timeZone))}
              </Typography>
            </Box>
          ))}
        </Box>
      </>
    );
  } else if (data) {
    content = <Typography color="text.secondary">{rv.none}</Typography>;
  } else if (error && !isFetching) {
    content = <ErrorNotice text={rv.loadFailed} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={therapistProfileMessages.loading} />;
  }
  return <TitledSection title={rv.heading}>{content}</TitledSection>;
}
