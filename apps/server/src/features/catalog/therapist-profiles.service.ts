import { messages, type AdminTherapist, type EditTherapistRequest } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UnitOfWork } from '../../lib/unit-of-work';
import {
  findAllTherapists,
  findTherapist,
  updateProfile,
  updateTherapistName,
} from './therapist-profiles.repo';

/**
 * Writes to therapists' public profiles, for the administrators (issue 12). What the public
 * lists show changes at once: the catalog's reads follow the database's change announcements.
 */

const notFound = () => new AppError(404, 'USER_NOT_FOUND', messages.admin.notFound);

export function listAllTherapists(ctx: Pick<AppContext, 'db'>): Promise<AdminTherapist[]> {
  return findAllTherapists(ctx.db);
}

export async function getTherapist(db: Db, id: string): Promise<AdminTherapist> {
  const therapist = await findTherapist(db, id);
  if (!therapist) throw notFound();
  return therapist;
}

export async function editTherapistProfile(
  ctx: Pick<AppContext, 'clock'>,
  unit: UnitOfWork,
  id: string,
  input: EditTherapistRequest,
): Promise<void> {
  const found = await updateProfile(unit.db, id, {
    specialization: input.specialization,
    description: input.description,
    priceRupees: input.price,
  });
  if (!found) throw notFound();
  await updateTherapistName(unit.db, id, input.name, ctx.clock.now());
}

/** Shown in (true) or hidden from (false) the public lists, chat's included. */
export async function setTherapistListed(unit: UnitOfWork, id: string, listed: boolean) {
  if (!(await updateProfile(unit.db, id, { listed }))) throw notFound();
}

export async function setTherapistImage(unit: UnitOfWork, id: string, image: string | null) {
  if (!(await updateProfile(unit.db, id, { image }))) throw notFound();
}
