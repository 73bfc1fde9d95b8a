import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../constants';
import { messages } from '../messages';
import { emailField } from './accounts';
import { idParamsSchema } from './common';
import { pageQuerySchema } from './paging';
import {
  multilineText,
  problemPrioritySchema,
  problemTypeSchema,
  reportStatusSchema,
} from './reports';
import { textField } from './text';
import {
  therapistPrice as price,
  therapistShortText as shortText,
  typedTherapistPrice,
} from './therapist-profile';

const a = messages.admin;

/** One attachment of a report as the console lists it; the file itself is a separate download. */
export const reportAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ReportAttachment = z.infer<typeof reportAttachmentSchema>;

export const adminReportSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  problemType: z.string(),
  description: z.string(),
  email: z.string(),
  priority: z.string(),
  additionalInfo: z.string(),
  status: reportStatusSchema,
  reply: z.string().nullable(),
  /** The reporter's account when they were signed in; null for a visitor. */
  reporterId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(reportAttachmentSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsResponseSchema = z.array(adminReportSchema);

/** `GET /api/admin/reports`: filters, and a page (`cursor`, `limit`; `X-Next-Cursor` answers). */
export const adminReportsQuerySchema = pageQuerySchema.extend({
  status: reportStatusSchema.optional(),
  problemType: problemTypeSchema.optional(),
  priority: problemPrioritySchema.optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** `PUT /api/admin/reports/{id}`: a new status, and a reply the reporter receives if given. */
export const updateReportRequestSchema = z.object({
  status: reportStatusSchema,
  reply: multilineText().optional(),
});
export type UpdateReportRequest = z.infer<typeof updateReportRequestSchema>;

const name = () =>
  textField({
    trim: true,
    required: () => a.required,
    notText: () => a.required,
    max: MAX_NAME_LENGTH,
    tooLong: () => messages.accounts.nameTooLong,
  });
export const addTherapistRequestSchema = z.object({
  name: name(),
  email: emailField(() => a.required),
  specialization: shortText().default(''),
  description: multilineText().default(''),
  price: price(),
});
export type AddTherapistRequest = z.infer<typeof addTherapistRequestSchema>;

export const editTherapistRequestSchema = z.object({
  name: name(),
  specialization: shortText(),
  description: multilineText(),
  price: price(),
});
export type EditTherapistRequest = z.infer<typeof editTherapistRequestSchema>;

/** What the therapist dialog holds: text, the price too (read as a number, as sent). */
export const addTherapistFormSchema = /* @__PURE__ */ addTherapistRequestSchema.extend({
  price: typedTherapistPrice(),
});
export const editTherapistFormSchema = /* @__PURE__ */ editTherapistRequestSchema.extend({
  price: typedTherapistPrice(),
});

export const adminTherapistSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  specialization: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  active: z.boolean(),
});
export type AdminTherapist = z.infer<typeof adminTherapistSchema>;
export const adminTherapistsResponseSchema = z.array(adminTherapistSchema);

export const adminUserIdParamsSchema = idParamsSchema('id', 'USER_NOT_FOUND', () => a.notFound);

export const adminClientsQuerySchema = z.object({
  q: textField({ trim: true, max: 254, tooLong: () => a.textTooLong }).optional(),
});
export const adminClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  active: z.boolean(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminClientsResponseSchema = z.array(adminClientSchema);

/** A client's booking as the console shows it: when, with whom, its state; never chat. */
export const adminBookingSchema = z.object({
  therapistName: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(['booked', 'cancelled']),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsResponseSchema = z.array(adminBookingSchema);

/**
 * What deactivating an account will cancel, asked before it is done: each upcoming session's
 * times and the other person (a client by first name only; a therapist by their public name).
 */
export const deactivationPreviewSchema = z.object({
  sessions: z.array(
    z.object({
      start_time: z.string(),
      end_time: z.string(),
      withName: z.string(),
    }),
  ),
});
export type DeactivationPreview = z.infer<typeof deactivationPreviewSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.array(auditEntrySchema);
