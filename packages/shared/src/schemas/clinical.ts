import { z } from 'zod';
import { AGENDA_SESSIONS_SHOWN } from '../constants';
import { bookingMessages } from '../messages/booking';
import { clinicalMessages as c } from '../messages/clinical';
import { profileMessages } from '../messages/profile';
import { questionnairesMessages } from '../messages/questionnaires';
import { INSTRUMENT_IDS } from '../questionnaires/instruments';
import { idParamsSchema, idSchema } from './common';
import { pageQuerySchema } from './paging';
import { questionnaireResultSchema } from './questionnaires';

/** `/api/bookings/:bookingId/questionnaires`, `/api/doctor/bookings/:bookingId/...`. */
export const bookingQuestionnaireParamsSchema = idParamsSchema(
  'bookingId',
  'BOOKING_NOT_FOUND',
  () => bookingMessages.bookingNotFound,
);
export const clientParamsSchema = idParamsSchema(
  'clientId',
  'USER_NOT_FOUND',
  () => profileMessages.userUnavailable,
);
export const riskSignalParamsSchema = idParamsSchema(
  'id',
  'RISK_SIGNAL_NOT_FOUND',
  () => c.riskSignalNotFound,
);

/** `201` to a questionnaire sent: its score and band, and whether it is a risk signal. */
export const questionnaireSubmittedSchema = z.object({
  result: questionnaireResultSchema,
  risk: z.boolean(),
});
export type QuestionnaireSubmitted = z.infer<typeof questionnaireSubmittedSchema>;

export const DUE_REASONS = ['first-session', 'interval', 'therapist-asked'] as const;

/** `GET /api/questionnaires/due`: the client's upcoming sessions with something to answer. */
export const dueQuestionnairesSchema = z.object({
  items: z.array(
    z.object({
      bookingId: z.uuid(),
      startsAt: z.string(),
      therapistName: z.string(),
      reason: z.enum(DUE_REASONS),
      instruments: z.array(z.enum(INSTRUMENT_IDS)),
    }),
  ),
});
export type DueQuestionnaires = z.infer<typeof dueQuestionnairesSchema>;

/** `?instrument=&cursor=&limit=` of a results list, newest first. */
export const questionnaireResultsQuerySchema = pageQuerySchema.extend({
  instrument: z
    .enum(INSTRUMENT_IDS, { error: () => questionnairesMessages.unknownInstrument })
    .optional(),
});
export const questionnaireResultsPageSchema = z.object({
  items: z.array(questionnaireResultSchema),
  nextCursor: z.string().nullable(),
});
export type QuestionnaireResultsPage = z.infer<typeof questionnaireResultsPageSchema>;
/**
 * A therapist's view of a client's results. Not shared is a state the client chose, not an
 * error: `shared: false` with no results (nothing is read, nothing logged).
 */
export const clientResultsViewSchema = questionnaireResultsPageSchema.extend({
  shared: z.boolean(),
});
export type ClientResultsView = z.infer<typeof clientResultsViewSchema>;

const clientIdsProblem = () => c.latestClientIds(AGENDA_SESSIONS_SHOWN);

/**
 * `?clientId=…&clientId=…` of the latest scores: the clients of the agenda's sessions, one id or
 * the key repeated, at most AGENDA_SESSIONS_SHOWN; anything else is a 400 naming `clientId`.
 */
export const latestScoresQuerySchema = z.object({
  clientId: z
    // One id is a uuid here already (so the API's description says so); several are checked
    // together below, each a uuid, naming `clientId` rather than its place in the list.
    .union([z.uuid({ error: clientIdsProblem }), z.array(z.string())], { error: clientIdsProblem })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine(
      (ids) =>
        ids.length <= AGENDA_SESSIONS_SHOWN && ids.every((id) => idSchema.safeParse(id).success),
      { error: clientIdsProblem },
    ),
});

/**
 * The newest PHQ-9 and GAD-7 result of each client named who shares them with the asking
 * therapist (the rule of `clientResultsViewSchema`'s view); nobody else is in the answer.
 */
export const latestScoresSchema = z.object({
  items: z.array(z.object({ clientId: z.uuid(), results: z.array(questionnaireResultSchema) })),
});
export type LatestScores = z.infer<typeof latestScoresSchema>;

export const questionnaireRequestSchema = z.object({
  bookingId: z.uuid(),
  requestedAt: z.string(),
});

export const CONSENT_PURPOSES = ['share_questionnaires'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The person's choices now, and the terms and privacy notice they agreed to. */
export const consentsSchema = z.object({
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      granted: z.boolean(),
      /** When last chosen; null when never (not shared). */
      at: z.string().nullable(),
    }),
  ),
  agreements: z.array(
    z.object({ document: z.enum(['terms', 'privacy']), version: z.string(), at: z.string() }),
  ),
});
export type Consents = z.infer<typeof consentsSchema>;

export const updateConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: () => c.consentInvalid }),
  granted: z.boolean({ error: () => c.consentInvalid }),
});
export type UpdateConsent = z.infer<typeof updateConsentSchema>;

export const accessLogEntrySchema = z.object({
  id: z.uuid(),
  readerName: z.string(),
  readerRole: z.enum(['patient', 'doctor', 'admin']),
  /** `questionnaire_results:phq9`, `risk_signal`. */
  what: z.string(),
  at: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogPageSchema = z.object({
  items: z.array(accessLogEntrySchema),
  nextCursor: z.string().nullable(),
});

const riskContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const riskSignalSchema = z.object({
  id: z.uuid(),
  /** Null once the client deleted their account (the signal is kept, issue 25 retention). */
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  /** A PHQ-9 item 9 above 0, or crisis words in chat to an away therapist. */
  source: z.enum(['phq9', 'chat']),
  bookingId: z.uuid().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /**
   * Where to reach the client and their therapist, for an administrator reading an escalated
   * alert (absent for the therapist); null for a person whose account is gone.
   */
  contacts: z
    .object({
      client: riskContactSchema.nullable(),
      therapist: riskContactSchema.nullable(),
    })
    .optional(),
});
export type RiskSignal = z.infer<typeof riskSignalSchema>;
export type RiskContact = z.infer<typeof riskContactSchema>;
