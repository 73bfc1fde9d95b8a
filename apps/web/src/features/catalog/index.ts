/**
 * The catalog's public face: its pages for the router, and the therapist pieces that booking
 * and the profile show again (cards, photos, prices, next free times, the cache keys).
 */
export { DoctorsPage } from './DoctorsPage';
export { MarketingHome } from './home/MarketingHome';
export { PlansPage } from './PlansPage';
export { ServicesPage } from './ServicesPage';
export { DoctorGrid } from './DoctorGrid';
export { DEFAULT_AVATAR, DoctorImage } from './DoctorImage';
export { SessionPrice } from './SessionPrice';
export { formatSlotStart, NO_FREE_SLOTS } from './next-free';
export { catalogKeys, useDoctor, useDoctors } from './catalog-api';
export { bookingPathOf } from './DoctorCard';
export { DoctorReviews } from './DoctorReviews';
export { RatingSummary } from './RatingSummary';
export { useOwnProfile } from './own-profile/own-profile-api';
