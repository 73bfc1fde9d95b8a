import { afterEach, beforeEach, vi } from 'vitest';
import type { DoctorListItem, MyAppointment, PublicSlot } from '@solace/shared';
import { testId } from '../../test/ids';

/** Local wall-clock time in March 2025 (tests run in whatever zone the machine has). */
export const march = (day: number, hour: number, minute = 0) =>
  new Date(2025, 2, day, hour, minute);

/**
 * Fixes "now" at Monday, March 3, 2025, 10:00 local time. Only Date is faked: timers keep
 * running, so Testing Library, MUI transitions and toasts behave as usual.
 */
export function fixNow(now = march(3, 10)) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function slot(
  id: string,
  start: Date,
  minutes = 50,
  status: PublicSlot['status'] = 'available',
): PublicSlot {
  return {
    id,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
    status,
  };
}

export const doctor: DoctorListItem = {
  id: testId(201),
  name: 'Dr. Asha Rao',
  description: 'Calm, practical sessions.',
  image: null,
  price: 1200,
  specialization: 'Anxiety and stress',
  nextAvailable: march(5, 9).toISOString(),
  nextFreeTimes: [{ id: testId(301), start: march(5, 9).toISOString() }],
  rating: null,
  credentials: '',
  languages: [],
  approach: '',
};

export function appointment(overrides: Partial<MyAppointment> = {}): MyAppointment {
  const start = march(5, 9);
  return {
    id: testId(401),
    doctorId: doctor.id,
    doctorName: 'Dr. Asha Rao',
    doctorImage: null,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
    status: 'booked',
    roomId: 'room-1',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    cancelDeadline: new Date(start.getTime() - 24 * 3_600_000).toISOString(),
    ...overrides,
  };
}
