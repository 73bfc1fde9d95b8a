import {
  CARD_FREE_TIME_COUNT,
  doctorListItemSchema,
  doctorReviewsResponseSchema,
  doctorsResponseSchema,
  messages,
  minorToMajor,
  plansResponseSchema,
  publicSlotsResponseSchema,
  servicesResponseSchema,
  type DoctorListItem,
  type Plan,
  type PublicSlotsResponse,
  type Service,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { EVERYTHING } from '../../speed/invalidation';
import { ReadCache, type CachedAnswer } from '../../speed/read-cache';
import { jsonSerializer } from '../../plugins/api-contract';
import { listPublicSlots, nextFreeTimes } from '../availability/availability.service';
import { doctorReviews, ratingsByDoctor } from '../reviews/reviews.service';
import { findListedDoctors, findPlansOnSale, findServices } from './catalog.repo';

async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const rows = await findPlansOnSale(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: minorToMajor(row.priceMinor, row.currency),
    period: row.period,
    description: row.description,
    features: row.features,
    priceMinor: row.priceMinor,
    currency: row.currency,
    sessionsIncluded: row.sessionsIncluded,
    validityDays: row.validityDays,
  }));
}

async function listServices(ctx: AppContext): Promise<Service[]> {
  const rows = await findServices(ctx.db);
  return rows.map(({ id, name, description }) => ({ id, name, description }));
}

export async function listDoctors(ctx: AppContext, onlyId?: string): Promise<DoctorListItem[]> {
  const [rows, nextFree, ratings] = await Promise.all([
    findListedDoctors(ctx.db, onlyId),
    nextFreeTimes(ctx, CARD_FREE_TIME_COUNT, onlyId),
    ratingsByDoctor(ctx, onlyId),
  ]);
  return rows.map((row) => ({
    ...row,
    nextAvailable: nextFree.get(row.id)?.[0]?.start ?? null,
    nextFreeTimes: nextFree.get(row.id) ?? [],
    rating: ratings.get(row.id) ?? null,
  }));
}

/** One listed therapist, or a 404 in the booking page's words. */
async function getListedDoctor(ctx: AppContext, doctorId: string): Promise<DoctorListItem> {
  const [doctor] = await listDoctors(ctx, doctorId);
  if (!doctor) throw new AppError(404, 'DOCTOR_NOT_FOUND', messages.booking.doctorNotFound);
  return doctor;
}

const serialize = {
  plans: jsonSerializer(plansResponseSchema),
  services: jsonSerializer(servicesResponseSchema),
  doctors: jsonSerializer(doctorsResponseSchema),
  doctor: jsonSerializer(doctorListItemSchema),
  slots: jsonSerializer(publicSlotsResponseSchema),
  reviews: jsonSerializer(doctorReviewsResponseSchema),
};

/** The earliest of some times, as the moment a kept answer stops being true. */
function earliest(times: (string | number | null)[]): Date | undefined {
  const ms = times.filter((t) => t !== null).map((t) => new Date(t).getTime());
  return ms.length > 0 ? new Date(Math.min(...ms)) : undefined;
}

/** A free slot turns expired when it starts; a taken one leaves the list once it has ended. */
function slotsValidUntil(slots: PublicSlotsResponse): Date | undefined {
  return earliest([
    ...slots.available.map((s) => s.start_time),
    ...slots.booked.map((s) => new Date(s.end_time).getTime() + 1),
  ]);
}

/** The cache key of a catalogue path, as the routes below keep them. */
function cacheKeyOf(path: string): string | undefined {
  if (path === '/plans' || path === '/services' || path === '/doctors') return path.slice(1);
  const [, doctors, id, rest, ...more] = path.split('/');
  if (doctors !== 'doctors' || !id || more.length > 0) return undefined;
  if (rest === undefined) return `doctor:${id}`;
  if (rest === 'available-slots') return `slots:${id}`;
  return rest === 'reviews' ? `reviews:${id}` : undefined;
}

export type CatalogReads = ReturnType<typeof catalogReads>;

/**
 * The public catalogue, serialized once and kept until a write changes it: the database
 * announces each committed change to plans, services, a therapist's profile, account, slots or
 * bookings (whoever made it), and what it names is dropped on every instance. Answers that time
 * alone changes (a slot starting) are kept only until then.
 */
export function catalogReads(ctx: AppContext) {
  const cache = new ReadCache(ctx.clock, ctx.invalidations);
  ctx.invalidations.subscribe((topic) => {
    if (topic === EVERYTHING) return cache.drop();
    if (topic === 'plans' || topic === 'services') return cache.drop((key) => key === topic);
    const [kind, id] = topic.split(':');
    if (kind !== 'doctor' && kind !== 'user') return;
    const own = new Set(['doctors', `doctor:${id}`, `slots:${id}`, `reviews:${id}`]);
    // Reviews name their authors: a client's new name shows on every therapist's page.
    cache.drop((key) => own.has(key) || (kind === 'user' && key.startsWith('reviews:')));
  });
  return {
    /**
     * The kept answer for a catalogue path below the API prefix (`/doctors/{id}`...), without
     * loading anything; undefined when nothing is kept for it.
     */
    peek(path: string): CachedAnswer | undefined {
      const key = cacheKeyOf(path);
      return key === undefined ? undefined : cache.peek(key);
    },
    plans: (): Promise<CachedAnswer> =>
      cache.get('plans', async () => ({ body: serialize.plans(await listPlans(ctx)) })),
    services: (): Promise<CachedAnswer> =>
      cache.get('services', async () => ({ body: serialize.services(await listServices(ctx)) })),
    doctors: (): Promise<CachedAnswer> =>
      cache.get('doctors', async () => {
        const doctors = await listDoctors(ctx);
        return {
          body: serialize.doctors(doctors),
          validUntil: earliest(doctors.map((d) => d.nextAvailable)),
        };
      }),
    doctor: (doctorId: string): Promise<CachedAnswer> =>
      cache.get(`doctor:${doctorId}`, async () => {
        const doctor = await getListedDoctor(ctx, doctorId);
        return { body: serialize.doctor(doctor), validUntil: earliest([doctor.nextAvailable]) };
      }),
    reviews: (doctorId: string): Promise<CachedAnswer> =>
      cache.get(`reviews:${doctorId}`, async () => {
        await getListedDoctor(ctx, doctorId);
        return { body: serialize.reviews(await doctorReviews(ctx, doctorId)) };
      }),
    slots: (doctorId: string): Promise<CachedAnswer> =>
      cache.get(`slots:${doctorId}`, async () => {
        await getListedDoctor(ctx, doctorId);
        const slots = await listPublicSlots(ctx, doctorId);
        return { body: serialize.slots(slots), validUntil: slotsValidUntil(slots) };
      }),
  };
}
