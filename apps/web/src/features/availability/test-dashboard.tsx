import { vi, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DoctorSlotsResponse } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import type { Answers } from '../../test/stub-api';
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

/**
 * The API of a therapist whose setup is done (profile, photo, working hours), so the setup
 * checklist stays away, with the test's own answers on top.
 */
export function stubDashboardApi(answers: Answers) {
  return stubApi({
    '/doctor/profile': {
      body: {
        id: doctor.user!.id,
        name: asha.name,
        specialization: 'Anxiety',
        description: 'Calm, practical sessions.',
        price: 1200,
        image: '/api/therapist-photos/x',
        credentials: '',
        languages: [],
        approach: '',
        listed: true,
      },
    },
    '/doctor/working-hours': {
      body: {
        hours: {
          ranges: [{ weekday: 1, start: '09:00', end: '12:00' }],
          session_minutes: 50,
          break_minutes: 10,
          weeks: 4,
        },
      },
    },
    ...answers,
  });
}
