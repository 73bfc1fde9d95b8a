import { z } from 'zod';
import { messages } from '../messages';
import { idParamsSchema } from './common';
import { ratingSummarySchema } from './reviews';

/** A subscription plan as `GET /api/plans` answers it. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().positive(),
  /** What one price buys: a session, a week or a month. */
  period: z.enum(['session', 'week', 'month']),
  description: z.string(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** A therapy service as `GET /api/services` answers it. */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * A therapist as the public list `GET /api/doctors` answers it. Public on purpose:
 * never an e-mail, phone or password hash.
 */
export const doctorListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number().int().nonnegative(),
  specialization: z.string(),
  /** Start of the therapist's next free slot (ISO), or null when none is open. */
  nextAvailable: z.string().nullable(),
  /** Clients' ratings of completed sessions; null while there are none (no stars shown). */
  rating: ratingSummarySchema,
  credentials: z.string(),
  languages: z.array(z.string()),
  approach: z.string(),
});
export type DoctorListItem = z.infer<typeof doctorListItemSchema>;

export const plansResponseSchema = z.array(planSchema);
export const servicesResponseSchema = z.array(serviceSchema);
export const doctorsResponseSchema = z.array(doctorListItemSchema);

/** `/api/doctors/{doctorId}` and its available slots. */
export const doctorIdParamsSchema = idParamsSchema(
  'doctorId',
  'DOCTOR_NOT_FOUND',
  messages.booking.doctorNotFound,
);
