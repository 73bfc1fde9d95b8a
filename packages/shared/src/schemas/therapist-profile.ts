import { z } from 'zod';
import { messages } from '../messages';
import { multilineText } from './reports';
import { textField } from './text';

const a = messages.admin;
const p = messages.therapistProfile;

/** A one-line profile field (specialization, credentials), as the admin console edits it too. */
export const therapistShortText = () =>
  textField({ trim: true, notText: () => a.required, max: 200, tooLong: () => a.textTooLong });

/** Rupees per session. */
export const therapistPrice = () =>
  z
    .number({ error: () => a.priceInvalid })
    .int({ error: () => a.priceInvalid })
    .min(0, { error: () => a.priceInvalid })
    .max(1_000_000, { error: () => a.priceInvalid });

const language = textField({
  trim: true,
  required: () => p.languagesInvalid,
  notText: () => p.languagesInvalid,
  max: 40,
  tooLong: () => p.languagesInvalid,
});

/** Languages a session can be held in, each named once. */
export const therapistLanguages = () =>
  z
    .array(language, { error: () => p.languagesInvalid })
    .max(10, { error: () => p.languagesInvalid })
    .transform((list) => [...new Set(list)]);

/**
 * `PUT /api/doctor/profile`: what a therapist says about themselves on their public page.
 * The name and the listing stay with the administrators.
 */
export const editOwnProfileRequestSchema = z.object({
  specialization: therapistShortText(),
  description: multilineText(),
  price: therapistPrice(),
  credentials: therapistShortText(),
  languages: therapistLanguages(),
  approach: multilineText(),
});
export type EditOwnProfileRequest = z.infer<typeof editOwnProfileRequestSchema>;

/** A price typed as text, read as a number: an empty box is no price at all (not 0). */
export const typedTherapistPrice = () =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(therapistPrice());

/**
 * Languages typed as one comma-separated line. A problem with any of them is the line's (one
 * field on screen), with the list's own message.
 */
const typedLanguages = () =>
  z.string().transform((line, ctx) => {
    const names = line.split(',').map((name) => name.trim());
    const parsed = therapistLanguages().safeParse(names.filter(Boolean));
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? p.languagesInvalid,
    });
    return z.NEVER;
  });

/** What the therapist's own profile form holds: text, read as the request `PUT` sends. */
export const editOwnProfileFormSchema = /* @__PURE__ */ editOwnProfileRequestSchema.extend({
  price: typedTherapistPrice(),
  languages: typedLanguages(),
});

/** `GET /api/doctor/profile`: the signed-in therapist's public profile, as they edit it. */
export const ownProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialization: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  credentials: z.string(),
  languages: z.array(z.string()),
  approach: z.string(),
  /** False when the administrators have hidden the profile from the public lists. */
  listed: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
