/** Clients' ratings of their completed sessions (issue 14, point 6). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, ownedBy } from './schema-core';

/** One rating per booking, by its client; edited in place. */
export const reviews = pgTable(
  'reviews',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's therapist, copied: the public lists read ratings by therapist. */
    doctorId: ownedBy('doctor_id'),
    patientId: ownedBy('patient_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /**
     * The client chose to sign the review with their first name (issue 22, point 10); without
     * that choice it reads "Verified client".
     */
    showFirstName: boolean('show_first_name').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_doctor_time_idx').on(t.doctorId, t.updatedAt),
    index('reviews_patient_idx').on(t.patientId),
  ],
);
