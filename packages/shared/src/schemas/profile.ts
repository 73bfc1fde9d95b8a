import { z } from 'zod';
import { callHistoryItemSchema } from './calls';
import { ownReviewSchema } from './reviews';
import { questionnaireResultSchema } from './questionnaires';
import { MAX_NAME_LENGTH } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { messages } from '../messages';
import { isTimeZone } from '../time';
import { passwordField } from './accounts';
import { phoneError, toE164 } from './signup';
import { sessionUserSchema } from './session';
import { textField } from './text';
import { textChannelSchema } from './text-channel';

const p = messages.profile;

/** `PUT /api/profile`: rename yourself. */
export const updateNameRequestSchema = z.object({
  userId: z.uuid({ error: () => p.nameInvalid }),
  name: textField({
    trim: true,
    required: () => p.nameInvalid,
    notText: () => p.nameInvalid,
    max: MAX_NAME_LENGTH,
    tooLong: () => messages.accounts.nameTooLong,
  }),
});
export type UpdateNameRequest = z.infer<typeof updateNameRequestSchema>;

export const updateNameResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});
export type UpdateNameResponse = z.infer<typeof updateNameResponseSchema>;

/**
 * `PUT /api/profile/phone`: the number sessions and reminders reach you on, typed as people
 * write it (the sign-up's rules); stored as E.164.
 */
export const updatePhoneRequestSchema = z.object({
  phone: z
    .string({ error: () => messages.accounts.invalidSignupPhone })
    .superRefine((typed, context) => {
      const problem = phoneError(typed);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(toE164),
});
export type UpdatePhoneRequest = z.input<typeof updatePhoneRequestSchema>;

/** `PUT /api/profile/time-zone`: the zone e-mails and notifications use (IANA). */
export const updateTimeZoneRequestSchema = z.object({
  timeZone: z
    .string({ error: () => p.timeZoneInvalid })
    .max(64, { error: () => p.timeZoneInvalid })
    .refine(isTimeZone, { error: () => p.timeZoneInvalid }),
});
export type UpdateTimeZoneRequest = z.infer<typeof updateTimeZoneRequestSchema>;

/**
 * `PUT /api/profile/language`: the language the person's e-mails, notices and texts are
 * written in (issue 29); the answer is `{ language }`.
 */
export const updateLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: () => p.languageInvalid }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
export const updateLanguageResponseSchema = updateLanguageRequestSchema;
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;

/** One line of `GET /api/profile/history/{userId}`, newest first. */
export const historyEntrySchema = z.object({
  timestamp: z.string(),
  activity: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyResponseSchema = z.array(historyEntrySchema);
/** A malformed user id is somebody else's id as far as the caller is concerned. */
export const historyParamsSchema = z.object({
  userId: textField({
    required: () => messages.http.notFound,
    max: 100,
    tooLong: () => messages.http.notFound,
  }),
});

/** `DELETE /api/profile`: the current password confirms it. */
export const deleteAccountRequestSchema = z.object({
  password: passwordField(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const time = z.iso.datetime({ offset: true });
/** `GET /api/profile/export`: everything stored about the caller, as a JSON file. */
export const personalDataExportSchema = z.object({
  exportedAt: time,
  service: z.literal('Solace'),
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    age: z.number().nullable(),
    role: z.string(),
    avatar: z.string().nullable(),
    timeZone: z.string(),
    language: z.enum(LANGUAGES),
    createdAt: time,
    updatedAt: time,
  }),
  therapistProfile: z.record(z.string(), z.unknown()).optional(),
  sessions: z.array(
    z.object({
      createdAt: time,
      lastActiveAt: time,
      expiresAt: time,
      revokedAt: time.nullable(),
    }),
  ),
  history: z.array(z.object({ timestamp: time, activity: z.string() })),
  passwordLinks: z.array(z.object({ createdAt: time, expiresAt: time, usedAt: time.nullable() })),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      start: time,
      end: time,
      status: z.enum(['booked', 'cancelled']),
      therapist: z.string(),
      client: z.string(),
      cancelledAt: time.nullable(),
    }),
  ),
  chatMessages: z.array(
    z.object({ conversationId: z.uuid(), from: z.string(), text: z.string(), sentAt: time }),
  ),
  /** The consultation rooms' chat: both people's messages, per booking. */
  videoRoomMessages: z.array(
    z.object({ bookingId: z.uuid(), from: z.string(), text: z.string(), sentAt: time }),
  ),
  /** The client's ratings of their sessions. */
  reviews: z.array(ownReviewSchema),
  /** The calls the person made and was rung by, newest first (issue 28). */
  calls: z.array(callHistoryItemSchema),
  /**
   * The client's questionnaires as they answered them, newest first (issue 25). Session notes are
   * their therapist's record and are not in the export.
   */
  questionnaireAnswers: z.array(
    questionnaireResultSchema.omit({ id: true }).extend({
      answers: z.array(z.number().int()),
      /** PHQ-9's closing question (how difficult the problems made life), if answered. */
      difficulty: z.number().int().nullable(),
    }),
  ),
  /** Every consent given or withdrawn, oldest first (issue 25). */
  consents: z.array(
    z.object({
      purpose: z.string(),
      granted: z.boolean(),
      version: z.string().nullable(),
      at: time,
    }),
  ),
  /** Who else read the person's clinical data, newest first. */
  accessLog: z.array(
    z.object({ reader: z.string(), readerRole: z.string(), what: z.string(), at: time }),
  ),
  /**
   * The texts (SMS, WhatsApp) sent to the person's phone, newest first (issue 28): what kind and
   * what became of each, not the words (a sign-in code must not leave in a file).
   */
  textMessages: z.array(
    z.object({
      channel: textChannelSchema,
      kind: z.string(),
      phone: z.string(),
      status: z.string(),
      createdAt: time,
      sentAt: time.nullable(),
      deliveredAt: time.nullable(),
    }),
  ),
  /** The person's consent to each text channel: given when, withdrawn when and how. */
  textConsents: z.array(
    z.object({
      channel: textChannelSchema,
      phone: z.string(),
      consentedAt: time.nullable(),
      withdrawnAt: time.nullable(),
      withdrawnBy: z.string().nullable(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
