import { useQuery } from '@tanstack/react-query';
import {
  doctorsResponseSchema,
  messages,
  plansResponseSchema,
  servicesResponseSchema,
  type DoctorListItem,
  type Plan,
  type Service,
} from '@solace/shared';
import { api } from '../../lib/api-client';

export const catalogKeys = {
  plans: ['catalog', 'plans'] as const,
  doctors: ['catalog', 'doctors'] as const,
  services: ['catalog', 'services'] as const,
};

export async function fetchDoctors(signal?: AbortSignal): Promise<DoctorListItem[]> {
  const body = await api.get('/doctors', { signal });
  // Spec: anything but an array is "Invalid data format received."; so is a malformed item.
  if (!Array.isArray(body)) throw new Error(messages.catalog.doctorsInvalid);
  const parsed = doctorsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(messages.catalog.doctorsInvalid);
  return parsed.data;
}

export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return plansResponseSchema.parse(await api.get('/plans', { signal }));
}

export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return servicesResponseSchema.parse(await api.get('/services', { signal }));
}

export function useDoctors() {
  return useQuery({ queryKey: catalogKeys.doctors, queryFn: ({ signal }) => fetchDoctors(signal) });
}

export function usePlans() {
  return useQuery({ queryKey: catalogKeys.plans, queryFn: ({ signal }) => fetchPlans(signal) });
}

export function useServices() {
  return useQuery({
    queryKey: catalogKeys.services,
    queryFn: ({ signal }) => fetchServices(signal),
  });
}
