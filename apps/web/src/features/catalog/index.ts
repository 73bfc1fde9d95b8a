/**
 * The catalog's public face: the therapist pieces that booking and the profile show again
 * (cards, photos, prices, next free times, the cache keys). Not its pages: the router loads each
 * from its own file, and a page named here would come with every screen that imports this one
 * (the booking page fetched the home, plans, doctors and services code before its own).
 */
export { TherapistGrid } from './TherapistGrid';
export { DEFAULT_AVATAR, TherapistImage } from './TherapistImage';
export { SessionPrice } from './SessionPrice';
export { formatSlotStart, NO_FREE_SLOTS } from './next-free';
export { catalogKeys, useDoctor, useDoctors } from './catalog-api';
export { bookingPathOf } from './TherapistCard';
export { TherapistReviews } from './TherapistReviews';
export { RatingSummary } from './RatingSummary';
export { useOwnProfile } from './own-profile/own-profile-api';
export { YourPlans } from './YourPlans';
export { creditsFor, useMyPlans } from './plans-api';
