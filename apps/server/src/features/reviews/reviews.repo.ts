import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';

export interface ReviewRow {
  bookingId: string;
  doctorId: string;
  patientId: string;
  rating: number;
  comment: string;
  showFirstName: boolean;
}

/** The booking's one review, written or rewritten. */
export async function upsertReview(db: Db, row: ReviewRow, at: Date) {
  const [saved] = await db
    .insert(reviews)
    .values({ ...row, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: reviews.bookingId,
      set: {
        rating: row.rating,
        comment: row.comment,
        showFirstName: row.showFirstName,
        updatedAt: at,
      },
    })
    .returning();
  return saved!;
}

export function findReviewsBy(db: Db, patientId: string) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.patientId, patientId))
    .orderBy(desc(reviews.updatedAt));
}

/** Average (one decimal) and count per therapist, for those with any review. */
export function findRatingSummaries(db: Db, onlyDoctorId?: string) {
  return db
    .select({
      doctorId: reviews.doctorId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(onlyDoctorId ? eq(reviews.doctorId, onlyDoctorId) : undefined)
    .groupBy(reviews.doctorId);
}

/** A therapist's newest reviews with the reviewer's name (never their contact details). */
export function findDoctorReviews(db: Db, doctorId: string, limit: number) {
  return db
    .select({
      rating: reviews.rating,
      comment: reviews.comment,
      updatedAt: reviews.updatedAt,
      showFirstName: reviews.showFirstName,
      name: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.patientId))
    .where(eq(reviews.doctorId, doctorId))
    .orderBy(desc(reviews.updatedAt))
    .limit(limit);
}
