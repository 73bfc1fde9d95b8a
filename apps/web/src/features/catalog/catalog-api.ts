import { useQuery } from '@tanstack/react-query';
import { type DoctorListItem, type Plan, type Service, connectionMessages } from '@solace/shared';
import { api, UnexpectedResponseError } from '../../lib/api-client';

// The home page loads this module: its schemas (zod/mini, decision note 0008) come with the first
// fetch (decision note 0016). Reviews and the therapist's own profile, checked with classic zod,
// have modules of their own.
const schemas = () => import('./catalog-schemas');

/** Everything under 'catalog' changes when a slot is booked or freed (next free times). */
export const catalogKeys = {
  all: ['catalog'] as const,
  plans: ['catalog', 'plans'] as const,
  doctors: ['catalog', 'doctors'] as const,
  doctor: (doctorId: string) => ['catalog', 'doctor', doctorId] as const,
  services: ['catalog', 'services'] as const,
  reviews: (doctorId: string) => ['catalog', 'reviews', doctorId] as const,
  /** The signed-in therapist's own profile, as they edit it. */
  ownProfile: ['catalog', 'own-profile'] as const,
};

/** Spec: a therapist answer that is not what was asked for is "Invalid data format received." */
function asInvalidDoctorData(error: unknown): unknown {
  return error instanceof UnexpectedResponseError
    ? new Error(connectionMessages.doctorsInvalid, { cause: error })
    : error;
}

async function fetchDoctors(signal?: AbortSignal): Promise<DoctorListItem[]> {
  // Anything but an array of therapists (a malformed item too) is invalid data.
  const { doctorsResponseSchema } = await schemas();
  return api.get('/doctors', doctorsResponseSchema, { signal }).catch((error: unknown) => {
    throw asInvalidDoctorData(error);
  });
}

/** One therapist, or an ApiRequestError with status 404 when there is no such therapist. */
async function fetchDoctor(doctorId: string, signal?: AbortSignal): Promise<DoctorListItem> {
  const path = `/doctors/${encodeURIComponent(doctorId)}`;
  const { doctorListItemSchema } = await schemas();
  return api.get(path, doctorListItemSchema, { signal }).catch((error: unknown) => {
    throw asInvalidDoctorData(error);
  });
}

async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get('/plans', (await schemas()).plansResponseSchema, { signal });
}

async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return api.get('/services', (await schemas()).servicesResponseSchema, { signal });
}

export function useDoctors() {
  return useQuery({ queryKey: catalogKeys.doctors, queryFn: ({ signal }) => fetchDoctors(signal) });
}

export function useDoctor(doctorId: string) {
  return useQuery({
    queryKey: catalogKeys.doctor(doctorId),
    queryFn: ({ signal }) => fetchDoctor(doctorId, signal),
  });
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
