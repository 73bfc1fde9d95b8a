import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Checkbox,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  reviewRequestSchema,
  type MyAppointment,
  type OwnReview,
  reportsMessages,
  reviewsMessages,
} from '@solace/shared';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { toast } from '../../lib/toast';
import { catalogKeys } from '../catalog';
import { reviewKeys, saveReview } from './reviews-api';
import { StarRatingInput } from './StarRatingInput';

const rv = reviewsMessages;

/** What each star means, read out with it ("4 stars, Very good"). */
export function starText(stars: number): string {
  return `${rv.starLabel(stars)}, ${rv.starMeanings[stars - 1] ?? ''}`;
}

interface Props {
  appointment: MyAppointment;
  /** The client's earlier rating of this session, edited in place. */
  review: OwnReview | undefined;
  onClose: () => void;
}

/**
 * Rates a completed session: 1 to 5 stars (a radio group), an optional comment, and whether to
 * sign it with the client's first name.
 */
export function RateSessionDialog({ appointment, review, onClose }: Props) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const legendId = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [hover, setHover] = useState<number | null>(null);
  const [comment, setComment] = useState(review?.comment ?? '');
  // "Verified client" unless the client opts in to their first name (issue 22, point 10).
  const [showFirstName, setShowFirstName] = useState(review?.showFirstName ?? false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ rating?: string; comment?: string }>({});
  const { submitting, run } = useSubmitting();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = reviewRequestSchema.safeParse({
      rating: rating ?? undefined,
      comment,
      showFirstName,
    });
    if (!parsed.success) {
      const found: { rating?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'rating' || key === 'comment') found[key] ??= issue.message;
      }
      setFieldErrors(found);
      return;
    }
    setFieldErrors({});
    void run(async () => {
      try {
        await saveReview(appointment.id, parsed.data);
        toast.success(rv.saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
          queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        ]);
        onClose();
      } catch (failure) {
        setError(serverText(failure) ?? reportsMessages.unexpected);
      }
    });
  };

  const shown = hover ?? rating;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rv.dialogTitle(appointment.doctorName)}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormError message={error} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 1 }}>
              {rv.ratingLegend}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <StarRatingInput
                name={`rating-${appointment.id}`}
                value={rating}
                onChange={(stars) => {
                  setRating(stars);
                  setFieldErrors(({ rating: _, ...rest }) => rest);
                }}
                onHover={setHover}
                labelOf={starText}
                describedBy={fieldErrors.rating ? `${legendId}-error` : undefined}
              />
              <Typography aria-hidden="true" color="text.secondary" sx={{ minWidth: 90 }}>
                {shown ? rv.starMeanings[shown - 1] : ''}
              </Typography>
            </Box>
            {fieldErrors.rating && (
              <Typography id={`${legendId}-error`} role="alert" color="error" variant="body2">
                {fieldErrors.rating}
              </Typography>
            )}
          </Box>
          <TextField
            id={`review-comment-${appointment.id}`}
            label={rv.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={3}
            error={Boolean(fieldErrors.comment)}
            helperText={fieldErrors.comment ?? rv.commentHelp(REVIEW_COMMENT_MAX_LENGTH)}
            slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX_LENGTH } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={showFirstName}
                onChange={(event) => setShowFirstName(event.target.checked)}
              />
            }
            label={rv.showFirstName}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{rv.cancel}</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {rv.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
