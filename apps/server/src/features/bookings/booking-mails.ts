import type { Mail } from '../../lib/mailer';
import { buildIcs } from './ics';

export interface BookingMailFacts {
  bookingId: string;
  patient: { name: string; email: string };
  doctor: { name: string; email: string };
  start: Date;
  end: Date;
  videoUrl: string;
}

/** "Wednesday, March 5, 2025, 9:00 AM UTC": mails say UTC; the attached invite shows local time. */
export function describeTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, paragraphs: string[], ics: string): Mail {
  return {
    to,
    subject,
    text: [...paragraphs, '', 'Solace'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2a28">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<p>Solace</p></body></html>`,
    attachments: [
      { filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

/** The calendar invitation for the session; a cancellation withdraws the same event (UID). */
function sessionInvite(f: BookingMailFacts, now: Date, cancelled: boolean): string {
  return buildIcs(
    {
      uid: `${f.bookingId}@solace`,
      start: f.start,
      end: f.end,
      summary: `Solace session: ${f.patient.name} with ${f.doctor.name}`,
      description: cancelled
        ? 'This session was cancelled.'
        : `Join the video consultation: ${f.videoUrl}`,
      url: f.videoUrl,
      organizerEmail: f.doctor.email,
      attendeeEmails: [f.patient.email],
      sequence: cancelled ? 1 : 0,
      cancelled,
    },
    now,
  );
}

/** The confirmation to both people, each with the calendar invitation. */
export function bookingConfirmationMails(f: BookingMailFacts, now: Date): Mail[] {
  const when = describeTime(f.start);
  const ics = sessionInvite(f, now, false);
  return [
    mail(
      f.patient.email,
      `Your session with ${f.doctor.name} is booked`,
      [
        `Hello ${f.patient.name},`,
        `Your session with ${f.doctor.name} is booked for ${when}.`,
        `Join the video consultation from this link a few minutes before: ${f.videoUrl}`,
        'The attached invitation adds it to your calendar in your own time zone.',
      ],
      ics,
    ),
    mail(
      f.doctor.email,
      `New booking: ${f.patient.name} on ${when}`,
      [
        `Hello ${f.doctor.name},`,
        `${f.patient.name} (${f.patient.email}) booked a session with you for ${when}.`,
        `Video consultation: ${f.videoUrl}`,
      ],
      ics,
    ),
  ];
}

/** The cancellation to both people, with the invitation withdrawn. */
export function bookingCancellationMails(
  f: BookingMailFacts,
  cancelledBy: 'patient' | 'doctor',
  now: Date,
): Mail[] {
  const when = describeTime(f.start);
  const ics = sessionInvite(f, now, true);
  const by = cancelledBy === 'patient' ? f.patient.name : f.doctor.name;
  return [
    mail(
      f.patient.email,
      `Cancelled: your session with ${f.doctor.name}`,
      [
        `Hello ${f.patient.name},`,
        `Your session with ${f.doctor.name} on ${when} was cancelled by ${by}.`,
      ],
      ics,
    ),
    mail(
      f.doctor.email,
      `Cancelled: ${f.patient.name} on ${when}`,
      [
        `Hello ${f.doctor.name},`,
        `The session with ${f.patient.name} on ${when} was cancelled by ${by}. The slot is free again.`,
      ],
      ics,
    ),
  ];
}
