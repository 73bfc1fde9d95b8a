import { messages, type DoctorListItem, type Plan, type Service } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nextFreeStarts } from '../availability/availability.service';
import { findListedDoctors, findPlans, findServices } from './catalog.repo';

export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const rows = await findPlans(ctx.db);
  return rows.map(({ id, name, priceRupees, period, description, features }) => ({
    id,
    name,
    price: priceRupees,
    period,
    description,
    features,
  }));
}

export async function listServices(ctx: AppContext): Promise<Service[]> {
  const rows = await findServices(ctx.db);
  return rows.map(({ id, name, description }) => ({ id, name, description }));
}

export async function listDoctors(ctx: AppContext, onlyId?: string): Promise<DoctorListItem[]> {
  const [rows, nextFree] = await Promise.all([
    findListedDoctors(ctx.db, onlyId),
    nextFreeStarts(ctx, onlyId),
  ]);
  return rows.map((row) => ({
    ...row,
    nextAvailable: nextFree.get(row.id)?.toISOString() ?? null,
  }));
}

/** One listed therapist, or a 404 in the booking page's words. */
export async function getListedDoctor(ctx: AppContext, doctorId: string): Promise<DoctorListItem> {
  const [doctor] = await listDoctors(ctx, doctorId);
  if (!doctor) throw new AppError(404, 'DOCTOR_NOT_FOUND', messages.booking.doctorNotFound);
  return doctor;
}
