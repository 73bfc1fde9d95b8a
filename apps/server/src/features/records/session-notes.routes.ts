import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messages,
  sessionNoteAddendumSchema,
  sessionNoteDraftSchema,
  sessionNoteParamsSchema,
  sessionNoteSchema,
  signSessionNoteSchema,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { requireSession, withRole } from '../../plugins/auth';
import { BODY_LIMITS } from '../../plugins/json-body';
import type { MasterKeyring } from './master-keys';
import {
  addSessionNoteAddendum,
  readSessionNote,
  saveSessionNoteDraft,
  signSessionNote,
} from './session-notes.service';

/** A therapist's private notes on their sessions: theirs alone, encrypted at rest. */
export async function sessionNotesRoutes(
  app: FastifyInstance,
  { ctx, keyring }: { ctx: AppContext; keyring: MasterKeyring },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const therapistsOnly = withRole(['doctor'], messages.sessionNotes.onlyTherapists);
  const tags = ['session notes'];
  const path = '/doctor/bookings/:bookingId/note';

  api.get(
    path,
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Your note on a session of yours (version 0 when none is written yet)',
        tags,
        params: sessionNoteParamsSchema,
        response: { 200: sessionNoteSchema },
      },
    },
    (request) => readSessionNote(ctx, keyring, requireSession(request), request.params.bookingId),
  );

  api.put(
    path,
    {
      onRequest: therapistsOnly,
      bodyLimit: BODY_LIMITS.sessionNote,
      schema: {
        summary: 'Save the draft at the version you loaded (409 if it changed or is signed)',
        tags,
        params: sessionNoteParamsSchema,
        body: sessionNoteDraftSchema,
        response: { 200: sessionNoteSchema },
      },
    },
    (request) =>
      saveSessionNoteDraft(
        ctx,
        keyring,
        requireSession(request),
        request.params.bookingId,
        request.body,
      ),
  );

  api.post(
    `${path}/sign`,
    {
      onRequest: therapistsOnly,
      schema: {
        summary: 'Sign the note at the version you see; it is locked afterwards',
        tags,
        params: sessionNoteParamsSchema,
        body: signSessionNoteSchema,
        response: { 200: sessionNoteSchema },
      },
    },
    (request) =>
      signSessionNote(
        ctx,
        keyring,
        requireSession(request),
        request.params.bookingId,
        request.body.version,
      ),
  );

  api.post(
    `${path}/addenda`,
    {
      onRequest: therapistsOnly,
      bodyLimit: BODY_LIMITS.sessionNote,
      schema: {
        summary: 'Add a dated addendum to your signed note',
        tags,
        params: sessionNoteParamsSchema,
        body: sessionNoteAddendumSchema,
        response: { 200: sessionNoteSchema },
      },
    },
    (request) =>
      addSessionNoteAddendum(
        ctx,
        keyring,
        requireSession(request),
        request.params.bookingId,
        request.body.text,
      ),
  );
}
