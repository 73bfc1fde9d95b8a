import { messages, type ChatDoctor } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { doctorsBookedBy } from '../bookings/bookings.service';
import { listDoctors } from '../catalog/catalog.service';
import type { Caller } from './chat.service';
import { findMedicalQuestionDoctors, setMedicalQuestions } from './chat.repo';

const m = messages.chat;

/**
 * Listed therapists, with whether each has a socket open anywhere, whether the asking client has
 * a session with them (their own therapist, whom they may write to while offline) and which
 * questions each offers.
 */
export async function chatDoctors(ctx: AppContext, caller: Caller): Promise<ChatDoctor[]> {
  const doctors = await listDoctors(ctx);
  const ids = doctors.map((d) => d.id);
  const [online, booked, medical] = await Promise.all([
    ctx.realtime.onlineUsers(ids),
    caller.role === 'patient' ? doctorsBookedBy(ctx, caller.id) : new Set<string>(),
    findMedicalQuestionDoctors(ctx.db, ids),
  ]);
  return doctors.map(({ id, name, specialization, image }) => ({
    id,
    name,
    specialization,
    avatar: image,
    online: online.has(id),
    yourTherapist: booked.has(id),
    medicalQuestions: medical.has(id),
  }));
}

/** A therapist's own choice of the questions their clients are offered; 403 for anyone else. */
export async function chooseMedicalQuestions(ctx: AppContext, caller: Caller, on: boolean) {
  if (caller.role !== 'doctor') throw new AppError(403, 'FORBIDDEN', m.onlyTherapists);
  return { medicalQuestions: await setMedicalQuestions(ctx.db, caller.id, on) };
}

/** The therapist's current choice, for their switch. */
export async function ownMedicalQuestions(ctx: AppContext, caller: Caller) {
  if (caller.role !== 'doctor') throw new AppError(403, 'FORBIDDEN', m.onlyTherapists);
  const chosen = await findMedicalQuestionDoctors(ctx.db, [caller.id]);
  return { medicalQuestions: chosen.has(caller.id) };
}
