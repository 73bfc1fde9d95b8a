import { vi, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DoctorSlotsResponse } from '@solace/shared';
import { asha, authValue, LocationProbe, renderAt } from '../../test/render';
import { DoctorDashboardPage } from './DoctorDashboardPage';
import { slotAt } from './test-slots';

export const doctor = authValue('authenticated', { user: { ...asha, id: 'd1', role: 'doctor' } });
export const NOW = new Date(2025, 2, 10, 12, 0);

/** An open slot on March 12, an expired one on March 5, a booked one without client details. */
export const data: DoctorSlotsResponse = {
  available: [
    slotAt('s-open', new Date(2025, 2, 12, 9)),
    slotAt('s-old', new Date(2025, 2, 5, 9), { status: 'expired' }),
  ],
  booked: [slotAt('s-booked', new Date(2025, 2, 14, 10), { status: 'booked', booking_id: 'b1' })],
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
