import { z } from 'zod';

/** How the client's 1-hour text reminder went, on the therapist's agenda (null: none was due). */
export const textReminderStatusSchema = z
  .enum(['queued', 'sending', 'sent', 'delivered', 'failed', 'undeliverable', 'channel_off'])
  .nullable();
export type TextReminderStatus = z.infer<typeof textReminderStatusSchema>;
