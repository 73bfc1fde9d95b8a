import {
  messages,
  type AdminTherapist,
  type EditOwnProfileRequest,
  type EditTherapistRequest,
  type OwnProfile,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import {
  findAllTherapists,
  findOwnProfile,
  findTherapist,
  updateProfile,
  updateTherapistName,
} from './therapist-profiles.repo';

/**
 * Writes to therapists' public profiles, by the administrators (issue 12) and by each therapist
 * for their own (issue 14). What the public
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

/**
 * The public profile's fields, one validation for both editors (the shared schemas): the
 * console also renames, the therapist also speaks of credentials, languages and approach.
 */
export async function editTherapistProfile(
  ctx: Pick<AppContext, 'clock'>,
  unit: UnitOfWork,
  id: string,
  input: EditTherapistRequest | EditOwnProfileRequest,
): Promise<void> {
  const own = 'credentials' in input ? input : undefined;
  const found = await updateProfile(unit.db, id, {
    specialization: input.specialization,
    description: input.description,
    priceRupees: input.price,
    credentials: own?.credentials,
    languages: own?.languages,
    approach: own?.approach,
  });
  if (!found) throw notFound();
  if ('name' in input) await updateTherapistName(unit.db, id, input.name, ctx.clock.now());
}

export async function getOwnProfile(ctx: Pick<AppContext, 'db'>, id: string): Promise<OwnProfile> {
  const profile = await findOwnProfile(ctx.db, id);
  if (!profile) throw notFound();
  return profile;
}

/** The signed-in therapist's own edit of their public profile. */
export async function editOwnProfile(
  ctx: AppContext,
  id: string,
  input: EditOwnProfileRequest,
): Promise<OwnProfile> {
  await inTransaction(ctx, (unit) => editTherapistProfile(ctx, unit, id, input));
  return getOwnProfile(ctx, id);
}

/** Shown in (true) or hidden from (false) the public lists, chat's included. */
export async function setTherapistListed(unit: UnitOfWork, id: string, listed: boolean) {
  if (!(await updateProfile(unit.db, id, { listed }))) throw notFound();
}

export async function setTherapistImage(unit: UnitOfWork, id: string, image: string | null) {
  if (!(await updateProfile(unit.db, id, { image }))) throw notFound();
}
