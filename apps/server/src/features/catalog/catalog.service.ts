import type { DoctorListItem, Plan, Service } from '@solace/shared';
import type { Db } from '../../db/client';
import { findListedDoctors, findPlans, findServices } from './catalog.repo';

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await findPlans(db);
  return rows.map(({ id, name, priceRupees, period, description, features }) => ({
    id,
    name,
    price: priceRupees,
    period,
    description,
    features,
  }));
}

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await findServices(db);
  return rows.map(({ id, name, description }) => ({ id, name, description }));
}

export function listDoctors(db: Db): Promise<DoctorListItem[]> {
  return findListedDoctors(db);
}
