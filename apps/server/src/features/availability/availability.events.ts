import { describeSessionTime, messages, withLanguage } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { renderMail } from '../../lib/mail-layout';
import { notifyEach } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import { takeAlerts } from './availability-alerts.repo';

/** Where a "new free times" notice leads: that therapist's booking page. */
export function bookingPathOf(doctorId: string) {
  return `/bookings/${doctorId}`;
}

/**
 * A therapist added slots: everyone waiting for them is told once, in the bell and by e-mail,
 * with the first new time in their own zone, and stops waiting. The notices and the mails (the
 * outbox) are written with the slots (same commit); notices are pushed to open tabs after it.
 */
export async function slotsAdded(
  ctx: AppContext,
  unit: UnitOfWork,
  doctorId: string,
  firstStart: Date,
): Promise<void> {
  const waiting = await takeAlerts(unit.db, doctorId);
  const notice = messages.notices.timesAdded;
  const mail = messages.mail.timesAdded;
  const link = bookingPathOf(doctorId);
  const first = (w: (typeof waiting)[number]) => describeSessionTime(firstStart, w.timeZone);
  // Each in their own language, whatever the therapist's.
  notifyEach(
    ctx,
    unit,
    waiting.map((w) =>
      withLanguage(w.language, () => ({
        userId: w.patientId,
        title: notice.title,
        message: notice.message(w.doctorName, first(w)),
        link,
      })),
    ),
  );
  queueMails(
    ctx,
    unit,
    waiting.map((w) =>
      withLanguage(w.language, () =>
        renderMail({
          to: w.email,
          subject: mail.subject(w.doctorName),
          paragraphs: [messages.mail.hello(w.name), mail.body(w.doctorName, first(w))],
          action: {
            label: mail.button,
            url: `${ctx.config.publicUrl}${link}`,
            fallback: mail.fallback,
          },
          closing: [mail.why],
        }),
      ),
    ),
  );
}
