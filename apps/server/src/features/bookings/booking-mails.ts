import { describeSessionTime, messages } from '@solace/shared';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import { buildIcs } from './ics';

export interface BookingMailFacts {
  bookingId: string;
  /** Each reads the session's time in their own zone (IANA). */
  patient: { name: string; email: string; timeZone: string };
  doctor: { name: string; email: string; timeZone: string };
  start: Date;
  end: Date;
  videoUrl: string;
  /** Times the session moved: the invitation's SEQUENCE, so calendars take the newest. */
  revision: number;
}

/**
 * The calendar invitation for the session; a move updates and a cancellation withdraws the same
 * event (UID), each with a higher SEQUENCE than what came before.
 */
function sessionInvite(f: BookingMailFacts, now: Date, cancelled: boolean) {
  const content = buildIcs(
    {
      uid: `${f.bookingId}@solace`,
      start: f.start,
      end: f.end,
      summary: messages.mail.invite.summary(f.patient.name, f.doctor.name),
      description: cancelled
        ? messages.mail.invite.cancelled
        : messages.mail.invite.join(f.videoUrl),
      url: f.videoUrl,
      organizerEmail: f.doctor.email,
      attendeeEmails: [f.patient.email],
      sequence: f.revision + (cancelled ? 1 : 0),
      cancelled,
    },
    now,
  );
  return [{ filename: 'session.ics', content, contentType: 'text/calendar; charset=utf-8' }];
}

/** One mail to each of the session's two people, greeted by name, with the same invitation. */
function toBoth(
  f: BookingMailFacts,
  attachments: ReturnType<typeof sessionInvite>,
  patient: { subject: string; lines: string[] },
  doctor: { subject: string; lines: string[] },
): Mail[] {
  return [
    { to: f.patient, ...patient },
    { to: f.doctor, ...doctor },
  ].map(({ to, subject, lines }) =>
    renderMail({
      to: to.email,
      subject,
      paragraphs: [messages.mail.hello(to.name), ...lines],
      attachments,
    }),
  );
}

/** The session's time in each person's own zone. */
function timesOf(f: BookingMailFacts, at: Date) {
  return {
    patient: describeSessionTime(at, f.patient.timeZone),
    doctor: describeSessionTime(at, f.doctor.timeZone),
  };
}

/** The confirmation to both people, each with the calendar invitation. */
export function bookingConfirmationMails(f: BookingMailFacts, now: Date): Mail[] {
  const m = messages.mail.booking;
  const when = timesOf(f, f.start);
  return toBoth(
    f,
    sessionInvite(f, now, false),
    {
      subject: m.patientSubject(f.doctor.name),
      lines: [
        m.patientBody(f.doctor.name, when.patient),
        m.patientJoin(f.videoUrl),
        m.patientInvite,
      ],
    },
    {
      subject: m.doctorSubject(f.patient.name, when.doctor),
      lines: [m.doctorBody(f.patient.name, f.patient.email, when.doctor), m.doctorJoin(f.videoUrl)],
    },
  );
}

/** The new time to both people, each in their own zone, with the invitation updated. */
export function bookingRescheduledMails(f: BookingMailFacts, from: Date, now: Date): Mail[] {
  const m = messages.mail.rescheduled;
  const join = messages.mail.booking;
  const was = timesOf(f, from);
  const when = timesOf(f, f.start);
  return toBoth(
    f,
    sessionInvite(f, now, false),
    {
      subject: m.patientSubject(f.doctor.name),
      lines: [
        m.patientBody(f.doctor.name, was.patient, when.patient),
        join.patientJoin(f.videoUrl),
        m.invite,
      ],
    },
    {
      subject: m.doctorSubject(f.patient.name, when.doctor),
      lines: [m.doctorBody(f.patient.name, was.doctor, when.doctor), join.doctorJoin(f.videoUrl)],
    },
  );
}

/** The cancellation to both people, with the invitation withdrawn. */
export function bookingCancellationMails(
  f: BookingMailFacts,
  cancelledBy: 'patient' | 'doctor',
  now: Date,
): Mail[] {
  const m = messages.mail.cancellation;
  const when = timesOf(f, f.start);
  const by = cancelledBy === 'patient' ? f.patient.name : f.doctor.name;
  return toBoth(
    f,
    sessionInvite(f, now, true),
    {
      subject: m.patientSubject(f.doctor.name),
      lines: [m.patientBody(f.doctor.name, when.patient, by)],
    },
    {
      subject: m.doctorSubject(f.patient.name, when.doctor),
      lines: [m.doctorBody(f.patient.name, when.doctor, by)],
    },
  );
}

/** A reminder to one person, with the button to join; `when` is in their own zone. */
export function reminderMail(
  to: string,
  other: string,
  leadMinutes: number,
  when: string,
  videoUrl: string,
): Mail {
  const m = messages.mail.reminder;
  const lead = messages.notices.lead(leadMinutes);
  return renderMail({
    to,
    subject: m.subject(lead),
    paragraphs: [m.body(other, lead, when)],
    action: { label: m.button, url: videoUrl, fallback: m.fallback },
  });
}
