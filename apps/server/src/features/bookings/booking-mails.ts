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

/** The confirmation to both people, each with the calendar invitation. */
export function bookingConfirmationMails(f: BookingMailFacts, now: Date): Mail[] {
  const m = messages.mail.booking;
  const forPatient = describeSessionTime(f.start, f.patient.timeZone);
  const forDoctor = describeSessionTime(f.start, f.doctor.timeZone);
  const attachments = sessionInvite(f, now, false);
  return [
    renderMail({
      to: f.patient.email,
      subject: m.patientSubject(f.doctor.name),
      paragraphs: [
        messages.mail.hello(f.patient.name),
        m.patientBody(f.doctor.name, forPatient),
        m.patientJoin(f.videoUrl),
        m.patientInvite,
      ],
      attachments,
    }),
    renderMail({
      to: f.doctor.email,
      subject: m.doctorSubject(f.patient.name, forDoctor),
      paragraphs: [
        messages.mail.hello(f.doctor.name),
        m.doctorBody(f.patient.name, f.patient.email, forDoctor),
        m.doctorJoin(f.videoUrl),
      ],
      attachments,
    }),
  ];
}

/** The new time to both people, each in their own zone, with the invitation updated. */
export function bookingRescheduledMails(f: BookingMailFacts, from: Date, now: Date): Mail[] {
  const m = messages.mail.rescheduled;
  const was = {
    patient: describeSessionTime(from, f.patient.timeZone),
    doctor: describeSessionTime(from, f.doctor.timeZone),
  };
  const forPatient = describeSessionTime(f.start, f.patient.timeZone);
  const forDoctor = describeSessionTime(f.start, f.doctor.timeZone);
  const attachments = sessionInvite(f, now, false);
  return [
    renderMail({
      to: f.patient.email,
      subject: m.patientSubject(f.doctor.name),
      paragraphs: [
        messages.mail.hello(f.patient.name),
        m.patientBody(f.doctor.name, was.patient, forPatient),
        messages.mail.booking.patientJoin(f.videoUrl),
        m.invite,
      ],
      attachments,
    }),
    renderMail({
      to: f.doctor.email,
      subject: m.doctorSubject(f.patient.name, forDoctor),
      paragraphs: [
        messages.mail.hello(f.doctor.name),
        m.doctorBody(f.patient.name, was.doctor, forDoctor),
        messages.mail.booking.doctorJoin(f.videoUrl),
      ],
      attachments,
    }),
  ];
}

/** The cancellation to both people, with the invitation withdrawn. */
export function bookingCancellationMails(
  f: BookingMailFacts,
  cancelledBy: 'patient' | 'doctor',
  now: Date,
): Mail[] {
  const m = messages.mail.cancellation;
  const forPatient = describeSessionTime(f.start, f.patient.timeZone);
  const forDoctor = describeSessionTime(f.start, f.doctor.timeZone);
  const attachments = sessionInvite(f, now, true);
  const by = cancelledBy === 'patient' ? f.patient.name : f.doctor.name;
  return [
    renderMail({
      to: f.patient.email,
      subject: m.patientSubject(f.doctor.name),
      paragraphs: [
        messages.mail.hello(f.patient.name),
        m.patientBody(f.doctor.name, forPatient, by),
      ],
      attachments,
    }),
    renderMail({
      to: f.doctor.email,
      subject: m.doctorSubject(f.patient.name, forDoctor),
      paragraphs: [messages.mail.hello(f.doctor.name), m.doctorBody(f.patient.name, forDoctor, by)],
      attachments,
    }),
  ];
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
