import { crisisLinesText, describeSessionTime, messages } from '@solace/shared';
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

/**
 * The client's free-cancellation deadline in their own zone, and Reschedule / Cancel links that
 * open that booking's dialog on /appointments (through login when signed out).
 */
function manageLines(f: BookingMailFacts, now: Date): string[] {
  const m = messages.mail.booking;
  const link = (action: 'reschedule' | 'cancel') =>
    `${f.appointmentsUrl}?${action}=${encodeURIComponent(f.bookingId)}`;
  if (f.freeCancellationUntil <= now) return [m.patientNoFreeCancellation, f.appointmentsUrl];
  const until = describeSessionTime(f.freeCancellationUntil, f.patient.timeZone);
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
  const when = timesOf(f, f.start);
  return toBoth(
    f,
    sessionInvite(f, now, false),
    {
      subject: m.patientSubject(f.doctor.name),
      lines: [
        m.patientBody(f.doctor.name, when.patient),
        m.patientJoin(f.videoUrl),
        ...(questionnaireUrl ? [m.patientQuestionnaire(questionnaireUrl)] : []),
        ...manageLines(f, now),
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
  const when = timesOf(f, f.start);
  const attachments = sessionInvite(f, now, true);
  const nextTimes =
    note.nextFree.length > 0
      ? [
          m.patientNextTimes(f.doctor.name),
          ...note.nextFree.map((start) => `- ${describeSessionTime(start, f.patient.timeZone)}`),
        ]
      : [m.patientNoNextTimes(f.doctor.name)];
  const toPatient = renderMail({
    to: f.patient.email,
    subject: m.patientSubject(f.doctor.name),
    paragraphs: [
      messages.mail.hello(f.patient.name),
      m.patientBody(f.doctor.name, when.patient, f.doctor.name),
      m.patientReason(note.reason),
      m.patientSorry,
      ...nextTimes,
    ],
    action: { label: m.bookAnother, url: f.bookingUrl, fallback: m.bookAnotherFallback },
    closing: [crisisLinesSentence()],
    attachments,
  });
  const toDoctor = renderMail({
    to: f.doctor.email,
    subject: m.doctorSubject(f.patient.name, when.doctor),
    paragraphs: [
      messages.mail.hello(f.doctor.name),
      (note.keptBlocked ? m.doctorByYouBlocked : m.doctorByYouFreed)(f.patient.name, when.doctor),
    ],
    attachments,
  });
  return [toPatient, toDoctor];
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
