import { vi, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DoctorSlotsResponse } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, authValue, LocationProbe, renderAt } from '../../test/render';
import { DoctorDashboardPage } from './DoctorDashboardPage';
import { slotAt } from './test-slots';

export const doctor = authValue('authenticated', {
  user: { ...asha, id: testId(201), role: 'doctor' },
});
export const NOW = new Date(2025, 2, 10, 12, 0);

export const ids = {
  openSlot: testId(301),
  expiredSlot: testId(302),
  bookedSlot: testId(303),
  booking: testId(401),
  client: testId(102),
};

/** An open slot on March 12, an expired one on March 5, a booked one without client details. */
export const data: DoctorSlotsResponse = {
  available: [
    slotAt(ids.openSlot, new Date(2025, 2, 12, 9)),
    slotAt(ids.expiredSlot, new Date(2025, 2, 5, 9), { status: 'expired' }),
  ],
  booked: [
    slotAt(ids.bookedSlot, new Date(2025, 2, 14, 10), {
      status: 'booked',
      booking_id: ids.booking,
    }),
  ],
};

/** A fixed "now" (only Date is faked, so promises and user events run as usual). */
export function setUpDashboardTests() {
  // jsdom has no layout: react-big-calendar's drag selection asks what lies under the pointer.
  beforeAll(() => {
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function renderDashboard(auth = doctor) {
  return renderAt(<DoctorDashboardPage />, {
    path: '/dochome',
    auth,
    routes: ['/doctorLogin', '/liveChat', '/video-chat/:roomId'].map((path) => ({
      path,
      element: <LocationProbe />,
    })),
  });
}
