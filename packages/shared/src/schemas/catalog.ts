/*
 * The public catalogue's answers, which the home page checks before it shows them: zod/mini,
 * like session.ts and for the same reason (keep `zod` itself out of this module).
 */
import * as zm from 'zod/mini';

/** A subscription plan on sale, as `GET /api/plans` answers it. */
export const planSchema = zm.object({
  id: zm.string(),
  name: zm.string(),
  /** The spec's price, in major units (rupees): priceMinor / 100 for INR. */
  price: zm.number().check(zm.positive()),
  /** What one price buys: a session, a week or a month. */
  period: zm.enum(['session', 'week', 'month']),
  description: zm.string(),
  features: zm.array(zm.string()),
  /** The price in integer minor units (paise) of `currency`: what is charged (decision 0025). */
  priceMinor: zm.int().check(zm.positive()),
  currency: zm.string(),
  /** Session credits one purchase gives, usable for `validityDays` after payment. */
  sessionsIncluded: zm.int().check(zm.positive()),
  validityDays: zm.int().check(zm.positive()),
});
export type Plan = zm.infer<typeof planSchema>;

/** A therapy service as `GET /api/services` answers it. */
export const serviceSchema = zm.object({
  id: zm.string(),
  name: zm.string(),
  description: zm.string(),
});
export type Service = zm.infer<typeof serviceSchema>;

/** A therapist's average (one decimal) and number of ratings; null while there are none. */
export const ratingSummarySchema = zm.nullable(
  zm.object({ average: zm.number(), count: zm.int().check(zm.positive()) }),
);
export type RatingSummary = zm.infer<typeof ratingSummarySchema>;

/** A free time as a therapist card offers it: which slot and when it starts (ISO). */
export const freeTimeSchema = zm.object({ id: zm.uuid(), start: zm.string() });
export type FreeTime = zm.infer<typeof freeTimeSchema>;

/**
 * A therapist as the public list `GET /api/doctors` answers it. Public on purpose:
 * never an e-mail, phone or password hash.
 */
export const doctorListItemSchema = zm.object({
  id: zm.uuid(),
  name: zm.string(),
  description: zm.string(),
  image: zm.nullable(zm.string()),
  price: zm.int().check(zm.nonnegative()),
  specialization: zm.string(),
  /** Start of the therapist's next free slot (ISO), or null when none is open. */
  nextAvailable: zm.nullable(zm.string()),
  /** The next free times (at most CARD_FREE_TIME_COUNT, soonest first): times only, never who. */
  nextFreeTimes: zm.array(freeTimeSchema),
  /** Clients' ratings of completed sessions; null while there are none (no stars shown). */
  rating: ratingSummarySchema,
  credentials: zm.string(),
  languages: zm.array(zm.string()),
  approach: zm.string(),
});
export type DoctorListItem = zm.infer<typeof doctorListItemSchema>;

export const plansResponseSchema = zm.array(planSchema);
export const servicesResponseSchema = zm.array(serviceSchema);
export const doctorsResponseSchema = zm.array(doctorListItemSchema);
