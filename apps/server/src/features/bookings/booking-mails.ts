import {
  crisisLinesText,
  describeSessionTime,
  messages,
  withLanguage,
  type Language,
} from '@solace/shared';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import { buildIcs } from './ics';

export interface BookingMailFacts {
  bookingId: string;
  /** Each reads the session's time in their own zone (IANA). */
  patient: MailPerson;
  doctor: MailPerson;
  start: Date;
  end: Date;
  videoUrl: string;
  /** Times the session moved: the invitation's SEQUENCE, so calendars take the newest. */
  revision: number;
  /** Until when the client may cancel or move it themselves. */
  freeCancellationUntil: Date;
  /** The client's appointments page (absolute): Reschedule and Cancel open from it. */
  appointmentsUrl: string;
  /** The therapist's booking page (absolute): "Book another time". */
  bookingUrl: string;
}

/** What a therapist's cancellation tells the client beyond the fact (therapist-cancel.service). */
export interface TherapistCancelNote {
  reason: string;
  keptBlocked: boolean;
  /** The therapist's next free times, soonest first (possibly none). */
  nextFree: Date[];
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

/** A person of the session as their mails address them. */
export interface MailPerson {
  name: string;
  email: string;
  /** Where they read the session's time (IANA). */
  timeZone: string;
  /** What their mails are written in, whoever caused them. */
  language: Language;
}

type Side = 'patient' | 'doctor';
interface MailText {
  subject: string;
  lines: string[];
}

/**
 * One mail to each of the session's two people, greeted by name, with the invitation: each
 * built in its reader's own language (the invitation's words too), not the sender's.
 */
function toBoth(
  f: BookingMailFacts,
  now: Date,
  cancelled: boolean,
  build: Record<Side, () => MailText>,
): Mail[] {
  return (['patient', 'doctor'] as const).map((side) => {
    const to = f[side];
    return withLanguage(to.language, () => {
      const { subject, lines } = build[side]();
      return renderMail({
        to: to.email,
        subject,
        paragraphs: [messages.mail.hello(to.name), ...lines],
        attachments: sessionInvite(f, now, cancelled),
      });
    });
  });
}

/** A moment as one of the session's people reads it: their zone, the active language. */
function timeFor(f: BookingMailFacts, side: Side, at: Date): string {
  return describeSessionTime(at, f[side].timeZone);
}

/**
 * The client's free-cancellation deadline in their own zone, and Reschedule / Cancel links that
 * open that booking's dialog on /appointments (through login when signed out).
 */
function manageLines(f: BookingMailFacts, now: Date): string[] {
  const m = messages.mail.booking;
  const link = (action: 'reschedule' | 'cancel') =>
    `${f.appointmentsUrl}?${action}=${encodeURIComponent(f.bookingId)}`;
  if (f.freeCancellationUntil <= now) return [m.patientNoFreeCancellation, f.appointmentsUrl];
  const until = timeFor(f, 'patient', f.freeCancellationUntil);
  return [
    m.patientFreeCancellation(until),
    m.rescheduleLink(link('reschedule')),
    m.cancelLink(link('cancel')),
  ];
}

/**
 * The confirmation to both people, each with the calendar invitation. `questionnaireUrl`: the
 * questionnaires due before this session, asked of the client alone (null when none is due).
 */
export function bookingConfirmationMails(
  f: BookingMailFacts,
  questionnaireUrl: string | null,
  now: Date,
): Mail[] {
  const m = messages.mail.booking;
  return toBoth(f, now, false, {
    patient: () => ({
      subject: m.patientSubject(f.doctor.name),
      lines: [
        m.patientBody(f.doctor.name, timeFor(f, 'patient', f.start)),
        m.patientJoin(f.videoUrl),
        ...(questionnaireUrl ? [m.patientQuestionnaire(questionnaireUrl)] : []),
        ...manageLines(f, now),
        m.patientInvite,
      ],
    }),
    doctor: () => {
      const when = timeFor(f, 'doctor', f.start);
      return {
        subject: m.doctorSubject(f.patient.name, when),
        lines: [m.doctorBody(f.patient.name, f.patient.email, when), m.doctorJoin(f.videoUrl)],
      };
    },
  });
}

/** The new time to both people, each in their own zone, with the invitation updated. */
export function bookingRescheduledMails(f: BookingMailFacts, from: Date, now: Date): Mail[] {
  const m = messages.mail.rescheduled;
  const join = messages.mail.booking;
  return toBoth(f, now, false, {
    patient: () => ({
      subject: m.patientSubject(f.doctor.name),
      lines: [
        m.patientBody(f.doctor.name, timeFor(f, 'patient', from), timeFor(f, 'patient', f.start)),
        join.patientJoin(f.videoUrl),
        m.invite,
      ],
    }),
    doctor: () => {
      const when = timeFor(f, 'doctor', f.start);
      return {
        subject: m.doctorSubject(f.patient.name, when),
        lines: [
          m.doctorBody(f.patient.name, timeFor(f, 'doctor', from), when),
          join.doctorJoin(f.videoUrl),
        ],
      };
    },
  });
}

/** The cancellation to both people, with the invitation withdrawn. */
export function bookingCancellationMails(
  f: BookingMailFacts,
  cancelledBy: 'patient' | 'doctor',
  now: Date,
): Mail[] {
  const m = messages.mail.cancellation;
  const by = cancelledBy === 'patient' ? f.patient.name : f.doctor.name;
  return toBoth(f, now, true, {
    patient: () => ({
      subject: m.patientSubject(f.doctor.name),
      lines: [m.patientBody(f.doctor.name, timeFor(f, 'patient', f.start), by)],
    }),
    doctor: () => {
      const when = timeFor(f, 'doctor', f.start);
      return {
        subject: m.doctorSubject(f.patient.name, when),
        lines: [m.doctorBody(f.patient.name, when, by)],
      };
    },
  });
}

/** The crisis lines in one sentence, for mails that may reach someone at a hard moment. */
function crisisLinesSentence(): string {
  return messages.mail.cancellation.crisis(crisisLinesText().join(', '));
}

/**
 * A therapist cancelled with a reason: the client reads why, the therapist's next free times in
 * their own zone, a "Book another time" button and the crisis lines; the therapist reads what
 * became of the time. Both with the invitation withdrawn.
 */
export function therapistCancellationMails(
  f: BookingMailFacts,
  note: TherapistCancelNote,
  now: Date,
): Mail[] {
  const m = messages.mail.cancellation;
  const toPatient = withLanguage(f.patient.language, () => {
    const nextTimes =
      note.nextFree.length > 0
        ? [
            m.patientNextTimes(f.doctor.name),
            ...note.nextFree.map((start) => `- ${timeFor(f, 'patient', start)}`),
          ]
        : [m.patientNoNextTimes(f.doctor.name)];
    return renderMail({
      to: f.patient.email,
      subject: m.patientSubject(f.doctor.name),
      paragraphs: [
        messages.mail.hello(f.patient.name),
        m.patientBody(f.doctor.name, timeFor(f, 'patient', f.start), f.doctor.name),
        m.patientReason(note.reason),
        m.patientSorry,
        ...nextTimes,
      ],
      action: { label: m.bookAnother, url: f.bookingUrl, fallback: m.bookAnotherFallback },
      closing: [crisisLinesSentence()],
      attachments: sessionInvite(f, now, true),
    });
  });
  const toDoctor = withLanguage(f.doctor.language, () => {
    const when = timeFor(f, 'doctor', f.start);
    return renderMail({
      to: f.doctor.email,
      subject: m.doctorSubject(f.patient.name, when),
      paragraphs: [
        messages.mail.hello(f.doctor.name),
        (note.keptBlocked ? m.doctorByYouBlocked : m.doctorByYouFreed)(f.patient.name, when),
      ],
      attachments: sessionInvite(f, now, true),
    });
  });
  return [toPatient, toDoctor];
}

/**
 * A reminder to one person in their language, with the button to join; the session's time in
 * their own zone.
 */
export function reminderMail(
  to: MailPerson,
  other: string,
  leadMinutes: number,
  start: Date,
  videoUrl: string,
): Mail {
  return withLanguage(to.language, () => {
    const m = messages.mail.reminder;
    const lead = messages.notices.lead(leadMinutes);
    return renderMail({
      to: to.email,
      subject: m.subject(lead),
      paragraphs: [m.body(other, lead, describeSessionTime(start, to.timeZone))],
      action: { label: m.button, url: videoUrl, fallback: m.fallback },
    });
  });
}
