import { z } from 'zod';
import { textsMessages as m } from '../messages/texts';
import { updatePhoneRequestSchema } from './profile';
import { textChannelSchema } from './text-channel';

export { textChannelSchema, type TextChannel } from './text-channel';

export const textChannelParamsSchema = z.object({ channel: textChannelSchema });

/** `POST /api/profile/text-channels/{channel}/code`: send a 6-digit code to this number. */
export const textCodeRequestSchema = z.object({ phone: updatePhoneRequestSchema.shape.phone });
export type TextCodeRequest = z.input<typeof textCodeRequestSchema>;

/** `POST /api/profile/text-channels/{channel}/confirm`: the code that came to the number. */
export const textConfirmRequestSchema = z.object({
  code: z
    .string({ error: () => m.errors.codeFormat })
    .regex(/^\d{6}$/, { error: () => m.errors.codeFormat }),
});
export type TextConfirmRequest = z.infer<typeof textConfirmRequestSchema>;

/** One channel as the profile shows it: off, waiting for its code, or on since a time. */
export const textChannelStateSchema = z.object({
  channel: textChannelSchema,
  /** Whether this practice's provider sends on it at all. */
  offered: z.boolean(),
  state: z.enum(['off', 'pending', 'on']),
  phone: z.string().nullable(),
  consentedAt: z.string().nullable(),
});
export const textChannelsSchema = z.object({ channels: z.array(textChannelStateSchema) });
export type TextChannelsView = z.infer<typeof textChannelsSchema>;

export { textReminderStatusSchema, type TextReminderStatus } from './text-status';
