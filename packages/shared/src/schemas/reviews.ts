import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { ratingSummarySchema } from './catalog';
import { idParamsSchema } from './common';
import { multilineText } from './reports';

const rv = messages.reviews;

/** `POST /api/bookings/{bookingId}/review`. */
export const bookingReviewParamsSchema = idParamsSchema(
  'bookingId',
  'BOOKING_NOT_FOUND',
  () => messages.booking.bookingNotFound,
);

/** A client's rating of a completed session: 1 to 5 stars and an optional comment. */
export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: () => rv.ratingRequired })
    .int({ error: () => rv.ratingRequired })
    .min(1, { error: () => rv.ratingRequired })
    .max(5, { error: () => rv.ratingRequired }),
  comment: multilineText(undefined, REVIEW_COMMENT_MAX_LENGTH, () =>
    rv.commentTooLong(REVIEW_COMMENT_MAX_LENGTH),
  ).default(''),
  /** Sign the review with the client's first name; "Verified client" otherwise. */
  showFirstName: z.boolean({ error: () => rv.showFirstNameInvalid }).default(false),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** The client's own review of one booking. */
export const ownReviewSchema = z.object({
  bookingId: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  showFirstName: z.boolean(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
/** `GET /api/reviews/mine`. */
export const ownReviewsResponseSchema = z.array(ownReviewSchema);

/**
 * A review as anyone may read it: "Verified client", or the reviewer's first name when they chose
 * it; never more.
 */
export const publicReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  date: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `GET /api/doctors/{doctorId}/reviews`: the summary and the newest reviews. */
export const doctorReviewsResponseSchema = z.object({
  rating: ratingSummarySchema,
  reviews: z.array(publicReviewSchema),
});
export type DoctorReviewsResponse = z.infer<typeof doctorReviewsResponseSchema>;
