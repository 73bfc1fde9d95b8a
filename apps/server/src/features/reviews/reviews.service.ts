import {
  messages,
  PROFILE_REVIEW_COUNT,
  type DoctorReviewsResponse,
  type OwnReview,
  type RatingSummary,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  findDoctorReviews,
  findRatingSummaries,
  findReviewsBy,
  upsertReview,
  type ReviewRow,
} from './reviews.repo';

/**
 * Clients' ratings of completed sessions (issue 14, point 6). Whether a booking may be rated is
 * the bookings feature's rule; this one keeps the ratings and sums them up. The public lists
 * follow a new rating at once: the database announces each change (migration 0014).
 */

function ownReview(row: {
  bookingId: string;
  rating: number;
  comment: string;
  showFirstName: boolean;
  updatedAt: Date;
}) {
  const { bookingId, rating, comment, showFirstName, updatedAt } = row;
  return { bookingId, rating, comment, showFirstName, updatedAt: updatedAt.toISOString() };
}

export async function saveReview(
  ctx: Pick<AppContext, 'clock'>,
  unit: UnitOfWork,
  row: ReviewRow,
): Promise<OwnReview> {
  return ownReview(await upsertReview(unit.db, row, ctx.clock.now()));
}

export async function listOwnReviews(
  ctx: Pick<AppContext, 'db'>,
  patientId: string,
): Promise<OwnReview[]> {
  return (await findReviewsBy(ctx.db, patientId)).map(ownReview);
}

/** Each reviewed therapist's summary; a therapist without reviews is absent (null). */
export async function ratingsByDoctor(
  ctx: Pick<AppContext, 'db'>,
  onlyDoctorId?: string,
): Promise<Map<string, NonNullable<RatingSummary>>> {
  const rows = await findRatingSummaries(ctx.db, onlyDoctorId);
  return new Map(
    rows.map((row) => [row.doctorId, { average: Number(row.average), count: Number(row.count) }]),
  );
}

/** The reviewer's first name, shown only when they chose it (doctorReviews). */
function reviewerName(name: string): string {
  return name.trim().split(/\s+/)[0] || messages.reviews.anonymous;
}

export async function doctorReviews(
  ctx: Pick<AppContext, 'db'>,
  doctorId: string,
): Promise<DoctorReviewsResponse> {
  const [summaries, rows] = await Promise.all([
    ratingsByDoctor(ctx, doctorId),
    findDoctorReviews(ctx.db, doctorId, PROFILE_REVIEW_COUNT),
  ]);
  return {
    rating: summaries.get(doctorId) ?? null,
    reviews: rows.map((row) => ({
      rating: row.rating,
      comment: row.comment,
      author: row.showFirstName ? reviewerName(row.name) : messages.reviews.verifiedClient,
      date: row.updatedAt.toISOString(),
    })),
  };
}
