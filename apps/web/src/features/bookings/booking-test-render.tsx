import { vi } from 'vitest';
import type { PublicSlot } from '@solace/shared';
import type { AuthContextValue } from '../../lib/auth/auth-context';
import { authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import { testId } from '../../test/ids';
import { BookingPage } from './BookingPage';
import { doctor, fixNow, march, slot } from './test-fixtures';

export const DOCTOR = `/doctors/${doctor.id}`;
export const SLOTS = `${DOCTOR}/available-slots`;
export const ALERT = `${DOCTOR}/availability-alerts`;
export const free = slot(testId(301), march(5, 9));
export const bookedSlot = slot(testId(302), march(5, 11), 50, 'booked');
export const bookLabel = 'Book Wednesday, March 5, 2025, 9:00 AM - 9:50 AM';

/** The booking `POST /bookings/create` answers for `free`. */
export const freeBooked = {
  id: testId(401),
  slotId: free.id,
  doctorId: doctor.id,
  start_time: free.start_time,
  end_time: free.end_time,
  roomId: 'room-1',
};

export function slotsAnswer(available: PublicSlot[] = [free], booked: PublicSlot[] = [bookedSlot]) {
  return { body: { available, booked } };
}

/** The booking page at `path` with a therapist, their slots and the client's appointments. */
export function renderBooking(
  answers: Parameters<typeof stubApi>[0] = {},
  auth: AuthContextValue = authValue('authenticated'),
  path = `/bookings/${doctor.id}`,
) {
  const fetchMock = stubApi({
    [DOCTOR]: { body: doctor },
    [SLOTS]: slotsAnswer(),
    '/bookings/mine': { body: { upcoming: [], past: [], cancelNoticeHours: 24, nextCursor: null } },
    '/bookings/policy': { body: { cancelNoticeHours: 24 } },
    '/doctors': { body: [doctor] },
    [ALERT]: { body: { subscribed: false } },
    ...answers,
  });
  const view = renderAt(<p>elsewhere</p>, {
    path,
    auth,
    routes: [
      { path: '/bookings', element: <BookingPage /> },
      { path: '/bookings/:doctorId', element: <BookingPage /> },
      { path: '/login', element: <LocationProbe /> },
      { path: '/signup', element: <LocationProbe /> },
    ],
  });
  return { fetchMock, ...view };
}

/**
 * Monday, March 3, 2025, 10:00 for the whole file, and a longer timeout: the date picker and
 * the week calendar below it make every role query walk a large tree.
 */
export function fixBookingPageClock() {
  fixNow();
  vi.setConfig({ testTimeout: 20_000 });
}
