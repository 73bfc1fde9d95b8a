import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import {
  deleteAlert,
  findListedDoctorName,
  hasAlert,
  insertAlert,
} from './availability-alerts.repo';

type Pair = { doctorId: string; patientId: string };

async function requireListedDoctor(ctx: AppContext, doctorId: string) {
  if (!(await findListedDoctorName(ctx.db, doctorId))) {
    throw new AppError(404, 'DOCTOR_NOT_FOUND', messages.booking.doctorNotFound);
  }
}

/** "Tell me when {name} adds times": asking twice is asking once. */
export async function subscribeToAlert(ctx: AppContext, pair: Pair) {
  await requireListedDoctor(ctx, pair.doctorId);
  await insertAlert(ctx.db, pair, ctx.clock.now());
  return { subscribed: true };
}

export async function unsubscribeFromAlert(ctx: AppContext, pair: Pair) {
  await requireListedDoctor(ctx, pair.doctorId);
  await deleteAlert(ctx.db, pair);
  return { subscribed: false };
}

export async function alertStatus(ctx: AppContext, pair: Pair) {
  await requireListedDoctor(ctx, pair.doctorId);
  return { subscribed: await hasAlert(ctx.db, pair) };
}
