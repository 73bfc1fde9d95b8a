import { describeSessionTime, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { notifyEach } from '../notifications/notifications.service';
import { takeAlerts } from './availability-alerts.repo';

/** Where a "new free times" notice leads: that therapist's booking page. */
export function bookingPathOf(doctorId: string) {
  return `/bookings/${doctorId}`;
}

/**
 * A therapist added slots: everyone waiting for them is told once, with the first new time in
 * their own zone, and stops waiting. The notices are written with the slots (same commit) and
 * pushed to open tabs after it.
 */
export async function slotsAdded(
  ctx: AppContext,
  unit: UnitOfWork,
  doctorId: string,
  firstStart: Date,
): Promise<void> {
  const waiting = await takeAlerts(unit.db, doctorId);
  const notice = messages.notices.timesAdded;
  notifyEach(
    ctx,
    unit,
    waiting.map((w) => ({
      userId: w.patientId,
      title: notice.title,
      message: notice.message(w.doctorName, describeSessionTime(firstStart, w.timeZone)),
      link: bookingPathOf(doctorId),
    })),
  );
}
