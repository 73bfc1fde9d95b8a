import { vi, afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { ReactNode } from 'react';
import { doctorSlotsQuerySchema, type DoctorSlot, type DoctorSlotsResponse } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import type { Answers } from '../../test/stub-api';
import { TherapistDashboardPage } from './TherapistDashboardPage';
import { slotAt } from './test-slots';
import { therapistQuestionnaireAnswers } from '../../test/questionnaire-stubs';

export const doctor = authValue('authenticated', {
  user: { ...asha, id: testId(201), role: 'doctor' },
});
const NOW = new Date(2025, 2, 10, 12, 0);

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

/** The ranges the dashboard asked for, in order ("from to" as sent), and any it should not have. */
export const rangesAsked: string[] = [];
const badRanges: string[] = [];

/**
 * `GET /doctor/available-slots` as the server answers it: only the slots of `answer` that
 * overlap the range asked for. A read without a range, or with one the server would refuse,
 * fails the test (see setUpDashboardTests).
 */
export function slotsAnswer(answer: DoctorSlotsResponse) {
  return (url: URL) => {
    const from = url.searchParams.get('from') ?? undefined;
    const to = url.searchParams.get('to') ?? undefined;
    if (!from || !to || !doctorSlotsQuerySchema.safeParse({ from, to }).success) {
      badRanges.push(url.search);
    }
    rangesAsked.push(`${from} ${to}`);
    const overlaps = (slot: DoctorSlot) =>
      Date.parse(slot.start_time) < Date.parse(to ?? '') &&
      Date.parse(slot.end_time) > Date.parse(from ?? '');
    const body = {
      available: answer.available.filter(overlaps),
      booked: answer.booked.filter(overlaps),
    };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A local date's range as `slotsAnswer` records it. */
export function rangeAsked(from: Date, to: Date): string {
  return `${from.toISOString()} ${to.toISOString()}`;
}

/** A fixed "now" (only Date is faked, so promises and user events run as usual). */
export function setUpDashboardTests() {
  // jsdom has no layout: react-big-calendar's drag selection asks what lies under the pointer.
  beforeAll(() => {
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
  });
  afterAll(() => Reflect.deleteProperty(document, 'elementFromPoint'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    rangesAsked.length = 0;
    const bad = badRanges.splice(0);
    expect(bad, 'slot reads without a range the server takes').toEqual([]);
  });
}

/** The dashboard at /dochome, signed in as `auth`, with `besides` drawn next to it (a probe). */
export function renderDashboard(auth = doctor, besides?: ReactNode) {
  return renderAt(
    <>
      <TherapistDashboardPage />
      {besides}
    </>,
    {
      path: '/dochome',
      auth,
      routes: [
        '/doctorLogin',
        '/liveChat',
        '/video-chat/:roomId',
        '/doctor/sessions/:bookingId/note',
      ].map((path) => ({
        path,
        element: <LocationProbe />,
      })),
    },
  );
}

/**
 * The API of a therapist whose setup is done (profile, photo, working hours), so the setup
 * checklist stays away, with the test's own answers on top.
 */
export function stubDashboardApi(answers: Answers) {
  return stubApi({
    ...therapistQuestionnaireAnswers(ids.client),
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
    // A practice that charges nothing: the Payments card stays away.
    '/doctor/payments/summary': { body: { timeZone: 'Asia/Kolkata', months: [] } },
    ...answers,
  });
}
