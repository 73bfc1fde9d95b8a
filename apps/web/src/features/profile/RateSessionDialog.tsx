import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundCheckbox, BoundMuiTextField } from '../../components/forms/BoundFields';
import { useBoundField, useZodForm } from '../../components/forms/use-zod-form';
import { toast } from '../../lib/toast';
import { catalogKeys } from '../catalog';
import { reviewKeys, saveReview } from './reviews-api';
import { StarRatingInput } from './StarRatingInput';

const rv = reviewsMessages;

/** What each star means, read out with it ("4 stars, Very good"). */
function starText(stars: number): string {
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
/** What the dialog holds: no star until one is chosen. */
interface Values {
  rating: number | null;
  comment: string;
  showFirstName: boolean;
}

export function RateSessionDialog({ appointment, review, onClose }: Props) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const legendId = useId();
  const defaultValues: Values = {
    rating: review?.rating ?? null,
    comment: review?.comment ?? '',
    // "Verified client" unless the client opts in to their first name (issue 22, point 10).
    showFirstName: review?.showFirstName ?? false,
  };
  const form = useZodForm({
    schema: reviewRequestSchema,
    defaultValues,
    order: ['rating', 'comment', 'showFirstName'],
  });
  const rating = useBoundField(form, 'rating');
  const [hover, setHover] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setError(null);
    void form.submit(async (request) => {
      try {
        await saveReview(appointment.id, request);
        toast.success(rv.saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
          queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        ]);
        onClose();
      } catch (failure) {
        form.showServerErrors(failure);
        setError(serverText(failure) ?? reportsMessages.unexpected);
      }
    })(event);
  };

  const shown = hover ?? rating.value;
  const ratingErrorId = `${legendId}-error`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rv.dialogTitle(appointment.doctorName)}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-busy={form.submitting}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormError message={error} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 1 }}>
              {rv.ratingLegend}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <StarRatingInput
                name={`rating-${appointment.id}`}
                value={rating.value}
                onChange={rating.onChange}
                onHover={setHover}
                labelOf={starText}
                describedBy={rating.error ? ratingErrorId : undefined}
                inputRef={rating.inputRef}
              />
              <Typography aria-hidden="true" color="text.secondary" sx={{ minWidth: 90 }}>
                {shown ? rv.starMeanings[shown - 1] : ''}
              </Typography>
            </Box>
            {rating.error && (
              <Typography id={ratingErrorId} role="alert" color="error" variant="body2">
                {rating.error}
              </Typography>
            )}
          </Box>
          <BoundMuiTextField
            form={form}
            name="comment"
            id={`review-comment-${appointment.id}`}
            label={rv.comment}
            multiline
            minRows={3}
            helperText={rv.commentHelp(REVIEW_COMMENT_MAX_LENGTH)}
            slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX_LENGTH } }}
          />
          <BoundCheckbox form={form} name="showFirstName" label={rv.showFirstName} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{rv.cancel}</Button>
          <Button type="submit" variant="contained" loading={form.submitting}>
            {rv.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
