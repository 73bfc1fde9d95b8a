import { z } from 'zod';
import { messages } from '../messages';
import { sessionUserSchema } from './accounts';

const p = messages.profile;

/** `PUT /api/profile`: rename yourself. */
export const updateNameRequestSchema = z.object({
  userId: z.string({ error: p.nameInvalid }).min(1, p.nameInvalid),
  name: z
    .string({ error: p.nameInvalid })
    .trim()
    .min(1, p.nameInvalid)
    .max(100, messages.accounts.nameTooLong),
});
export type UpdateNameRequest = z.infer<typeof updateNameRequestSchema>;

export const updateNameResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});
export type UpdateNameResponse = z.infer<typeof updateNameResponseSchema>;

/** One line of `GET /api/profile/history/{userId}`, newest first. */
export const historyEntrySchema = z.object({
  timestamp: z.string(),
  activity: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyResponseSchema = z.array(historyEntrySchema);

/** `DELETE /api/profile`: the current password confirms it. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: messages.accounts.allFieldsRequired })
    .min(1, messages.accounts.allFieldsRequired),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The activities written to a person's history. */
export const ACTIVITIES = {
  signup: 'Signed up',
  login: 'Logged in',
  logout: 'Logged out',
  nameChanged: 'Changed name',
  passwordChanged: 'Changed password',
  passwordReset: 'Reset password by e-mail link',
} as const;
