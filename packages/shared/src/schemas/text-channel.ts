import { z } from 'zod';

/** The text channels a client may opt in to (e-mail is always on and not listed). */
export const textChannelSchema = z.enum(['sms', 'whatsapp']);
export type TextChannel = z.infer<typeof textChannelSchema>;
