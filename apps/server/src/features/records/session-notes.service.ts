import { randomUUID } from 'node:crypto';
import type { sessionNoteDraftSchema } from '@solace/shared';
import { messages, type SessionNote, type SessionNoteTemplate } from '@solace/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/auth';
import { bookingById } from '../bookings/bookings.service';
import { openRecord, sealRecord } from './envelope';
import type { MasterKeyring } from './master-keys';
import {
  countAddenda,
  findAddenda,
  findNoteOfBooking,
  insertAddendum,
  insertNote,
  lockNote,
  markSigned,
  updateDraft,
  type NoteRow,
} from './session-notes.repo';

const sn = messages.sessionNotes;

/** A note takes at most this many addenda: its list is answered whole. */
export const MAX_ADDENDA = 100;

type Draft = z.output<typeof sessionNoteDraftSchema>;
type NotesContext = Pick<AppContext, 'db' | 'clock' | 'log'>;

const notePlace = (id: string) => ({ table: 'session_notes', id });
const addendumPlace = (id: string) => ({ table: 'session_note_addenda', id });

/**
 * The booking's note is its therapist's alone: not the client's, not another therapist's, not an
 * administrator's (the route lets therapists only in; this checks it is theirs).
 */
async function authorsBooking(ctx: NotesContext, session: AuthenticatedSession, bookingId: string) {
  const booking = await bookingById(ctx, bookingId);
  if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', messages.booking.bookingNotFound);
  // Another therapist learns nothing of the session, as elsewhere (404, not 403).
  if (booking.doctorId !== session.user.id) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', messages.booking.bookingNotFound);
  }
  return booking;
}

async function authorsNote(ctx: NotesContext, session: AuthenticatedSession, bookingId: string) {
  await authorsBooking(ctx, session, bookingId);
  const note = await findNoteOfBooking(ctx.db, bookingId);
  if (note && note.authorId !== session.user.id) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', messages.booking.bookingNotFound);
  }
  return note;
}

async function present(
  ctx: NotesContext,
  keyring: MasterKeyring,
  bookingId: string,
  note: NoteRow | undefined,
): Promise<SessionNote> {
  if (!note) {
    return {
      bookingId,
      template: 'soap',
      sections: {},
      version: 0,
      updatedAt: null,
      signedAt: null,
      addenda: [],
    };
  }
  const addenda = await findAddenda(ctx.db, note.id, MAX_ADDENDA);
  return {
    bookingId,
    template: note.template as SessionNoteTemplate,
    sections: JSON.parse(openRecord(keyring, notePlace(note.id), note)) as Record<string, string>,
    version: note.version,
    updatedAt: note.updatedAt.toISOString(),
    signedAt: note.signedAt?.toISOString() ?? null,
    addenda: addenda.map((a) => ({
      id: a.id,
      text: openRecord(keyring, addendumPlace(a.id), a),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** Why a save or sign at `version` did not happen: the note moved on, or is signed. */
async function refusal(ctx: NotesContext, bookingId: string): Promise<AppError> {
  const now = await findNoteOfBooking(ctx.db, bookingId);
  return now?.signedAt
    ? new AppError(409, 'NOTE_SIGNED', sn.signed)
    : new AppError(409, 'NOTE_CHANGED', sn.changed);
}

export async function readSessionNote(
  ctx: NotesContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  bookingId: string,
): Promise<SessionNote> {
  return present(ctx, keyring, bookingId, await authorsNote(ctx, session, bookingId));
}

/** Autosave: the draft replaces the stored one if the caller saw the latest version. */
export async function saveSessionNoteDraft(
  ctx: NotesContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  bookingId: string,
  draft: Draft,
): Promise<SessionNote> {
  const note = await authorsNote(ctx, session, bookingId);
  const at = ctx.clock.now();
  const body = JSON.stringify(draft.sections);
  let saved: NoteRow | undefined;
  if (!note) {
    if (draft.version !== 0) throw await refusal(ctx, bookingId);
    const id = randomUUID();
    saved = await insertNote(
      ctx.db,
      { id, bookingId, authorId: session.user.id, template: draft.template, at },
      sealRecord(keyring, notePlace(id), body),
    );
  } else {
    if (note.signedAt) throw new AppError(409, 'NOTE_SIGNED', sn.signed);
    saved = await updateDraft(
      ctx.db,
      note.id,
      draft.version,
      draft.template,
      sealRecord(keyring, notePlace(note.id), body),
      at,
    );
  }
  if (!saved) throw await refusal(ctx, bookingId);
  return present(ctx, keyring, bookingId, saved);
}

/** Locks the note as the therapist last saw it; afterwards only addenda. */
export async function signSessionNote(
  ctx: NotesContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  bookingId: string,
  version: number,
): Promise<SessionNote> {
  const note = await authorsNote(ctx, session, bookingId);
  if (!note) throw new AppError(409, 'NOTE_NOT_FOUND', sn.nothingToSign);
  if (note.signedAt) throw new AppError(409, 'NOTE_SIGNED', sn.signed);
  const signed = await markSigned(ctx.db, note.id, version, ctx.clock.now());
  if (!signed) throw await refusal(ctx, bookingId);
  return present(ctx, keyring, bookingId, signed);
}

/** A dated addition to a signed note: append-only, sealed under its own data key. */
export async function addSessionNoteAddendum(
  ctx: NotesContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  bookingId: string,
  text: string,
): Promise<SessionNote> {
  const note = await authorsNote(ctx, session, bookingId);
  if (!note) throw new AppError(409, 'NOTE_NOT_SIGNED', sn.notSigned);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const locked = await lockNote(db, note.id);
    if (!locked?.signedAt) throw new AppError(409, 'NOTE_NOT_SIGNED', sn.notSigned);
    if ((await countAddenda(db, note.id)) >= MAX_ADDENDA) {
      throw new AppError(409, 'TOO_MANY_ADDENDA', sn.tooManyAddenda(MAX_ADDENDA));
    }
    const id = randomUUID();
    await insertAddendum(
      db,
      { id, noteId: note.id, authorId: session.user.id, at: ctx.clock.now() },
      sealRecord(keyring, addendumPlace(id), text),
    );
  });
  return present(ctx, keyring, bookingId, await findNoteOfBooking(ctx.db, bookingId));
}
