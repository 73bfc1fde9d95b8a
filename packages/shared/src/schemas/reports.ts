import { z } from 'zod';
import type { SaidLater } from './text';
import {
  DEFAULT_PROBLEM_PRIORITY,
  PROBLEM_PRIORITIES,
  PROBLEM_TYPES,
  REPORT_TEXT_MAX_LENGTH,
} from '../constants';
import { messages } from '../messages';
import { emailField } from './accounts';
import { NOT_FOUND_CODE_KEY, idParamsSchema } from './common';

const r = messages.reports;

export const problemTypeSchema = z.enum(
  PROBLEM_TYPES.map(([value]) => value) as [
    (typeof PROBLEM_TYPES)[number][0],
    ...(typeof PROBLEM_TYPES)[number][0][],
  ],
  { error: () => r.requiredFields },
);
export type ProblemType = z.infer<typeof problemTypeSchema>;
export const problemPrioritySchema = z.enum(PROBLEM_PRIORITIES, { error: () => r.invalidPriority });
export type ProblemPriority = z.infer<typeof problemPrioritySchema>;

/** The label a problem type is shown with ('Other Issue' for `OtherIssue`). */
export function problemTypeLabel(value: string): string {
  return PROBLEM_TYPES.find(([v]) => v === value)?.[1] ?? value;
}

/** Line breaks and tabs are fine in a description; other control characters are not. */
// eslint-disable-next-line no-control-regex
export const OTHER_CONTROL_CHARACTERS = /[\u0000-\u0008\v\f\u000e-\u001f\u007f-\u009f]/;

/** Free text of several lines: trimmed, at most REPORT_TEXT_MAX_LENGTH characters. */
export function multilineText(
  required?: SaidLater,
  max: number = REPORT_TEXT_MAX_LENGTH,
  tooLong: SaidLater = () => r.textTooLong,
) {
  let field = z.string({ error: required ?? tooLong }).trim();
  if (required) field = field.min(1, { error: required, abort: true });
  return field
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !OTHER_CONTROL_CHARACTERS.test(value), {
      error: () => messages.input.controlCharacters,
      abort: true,
    });
}

/**
 * The text fields of `POST /api/report-problem` (spec point 3's names; the files come as
 * `attachment`, repeated). Problem type, description and e-mail are required (spec point 5).
 */
export const reportFieldsSchema = z.object({
  problemType: problemTypeSchema,
  description: multilineText(() => r.requiredFields),
  email: emailField(() => r.requiredFields),
  priority: problemPrioritySchema.default(DEFAULT_PROBLEM_PRIORITY),
  additionalInfo: multilineText().default(''),
});
export type ReportFields = z.infer<typeof reportFieldsSchema>;

export const reportCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
});
export type ReportCreatedResponse = z.infer<typeof reportCreatedResponseSchema>;

export const reportStatusSchema = z.enum(['new', 'in_progress', 'resolved', 'wont_fix']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportIdParamsSchema = idParamsSchema('id', 'REPORT_NOT_FOUND', () => r.notFound);
export const attachmentParamsSchema = z
  .object({
    id: z.uuid({ error: () => r.attachmentNotFound }),
    attachmentId: z.uuid({ error: () => r.attachmentNotFound }),
  })
  .meta({ [NOT_FOUND_CODE_KEY]: 'ATTACHMENT_NOT_FOUND' });
