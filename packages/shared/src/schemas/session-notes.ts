import { z } from 'zod';
import type { SaidLater } from './text';
import { messages } from '../messages';
import { idParamsSchema } from './common';
import { OTHER_CONTROL_CHARACTERS } from './reports';

const sn = messages.sessionNotes;

/** Each section of a note at its longest, and an addendum. */
export const SESSION_NOTE_SECTION_MAX_LENGTH = 20_000;

export const SESSION_NOTE_TEMPLATES = ['soap', 'dap', 'free'] as const;
export type SessionNoteTemplate = (typeof SESSION_NOTE_TEMPLATES)[number];

/** Each template's sections, in the order they are written. */
export const SESSION_NOTE_SECTIONS = {
  soap: ['subjective', 'objective', 'assessment', 'plan'],
  dap: ['data', 'assessment', 'plan'],
  free: ['text'],
} as const satisfies Record<SessionNoteTemplate, readonly (keyof typeof sn.sections)[]>;
export type SessionNoteSection = keyof typeof sn.sections;

/** Not trimmed: autosave sends what is being typed, trailing space included. */
function noteText(required?: SaidLater) {
  const tooLong = () => sn.sectionTooLong(SESSION_NOTE_SECTION_MAX_LENGTH);
  let field = z.string({ error: required ?? tooLong });
  if (required) field = field.trim().min(1, { error: required, abort: true });
  return field
    .max(SESSION_NOTE_SECTION_MAX_LENGTH, {
      error: tooLong,
      abort: true,
    })
    .refine((value) => !OTHER_CONTROL_CHARACTERS.test(value), {
      error: () => messages.input.controlCharacters,
      abort: true,
    });
}

const section = () => noteText().default('');

/** `…/bookings/{bookingId}/note`. */
export const sessionNoteParamsSchema = idParamsSchema(
  'bookingId',
  'BOOKING_NOT_FOUND',
  () => messages.booking.bookingNotFound,
);

const versionField = z
  .number({ error: () => sn.versionInvalid })
  .int({ error: () => sn.versionInvalid })
  .min(0, { error: () => sn.versionInvalid })
  .max(2_147_483_647, { error: () => sn.versionInvalid });

/** The sections of each template; a section not sent is empty. */
export const sessionNoteSectionsSchemas = {
  soap: z.strictObject({
    subjective: section(),
    objective: section(),
    assessment: section(),
    plan: section(),
  }),
  dap: z.strictObject({ data: section(), assessment: section(), plan: section() }),
  free: z.strictObject({ text: section() }),
};

/**
 * `PUT …/note`: the draft as it stands, with the version it was loaded at (0 for a new note).
 * A version older than the stored one is refused (409), so two tabs never overwrite each other.
 */
export const sessionNoteDraftSchema = z.discriminatedUnion(
  'template',
  [
    z.strictObject({
      template: z.literal('soap'),
      version: versionField,
      sections: sessionNoteSectionsSchemas.soap,
    }),
    z.strictObject({
      template: z.literal('dap'),
      version: versionField,
      sections: sessionNoteSectionsSchemas.dap,
    }),
    z.strictObject({
      template: z.literal('free'),
      version: versionField,
      sections: sessionNoteSectionsSchemas.free,
    }),
  ],
  { error: () => sn.templateInvalid },
);
export type SessionNoteDraft = z.input<typeof sessionNoteDraftSchema>;

/** `POST …/note/sign`: sign the version the therapist sees. */
export const signSessionNoteSchema = z.strictObject({ version: versionField });
export type SignSessionNote = z.input<typeof signSessionNoteSchema>;

/** `POST …/note/addenda`. */
export const sessionNoteAddendumSchema = z.strictObject({
  text: noteText(() => sn.addendumRequired),
});
export type SessionNoteAddendumRequest = z.input<typeof sessionNoteAddendumSchema>;

export const sessionNoteAddendumItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  createdAt: z.string(),
});

/** The note as its author reads it; version 0 and no dates when nothing is written yet. */
export const sessionNoteSchema = z.object({
  bookingId: z.uuid(),
  template: z.enum(SESSION_NOTE_TEMPLATES),
  sections: z.record(z.string(), z.string()),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  addenda: z.array(sessionNoteAddendumItemSchema),
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;

/** The therapist's page for one session's note (the web app's route). */
export function sessionNotePath(bookingId: string): string {
  return `/doctor/sessions/${encodeURIComponent(bookingId)}/note`;
}
