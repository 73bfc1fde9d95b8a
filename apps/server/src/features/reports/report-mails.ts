import { messages, problemTypeLabel } from '@solace/shared';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';

const m = messages.reports.mail;

/** The reporter's acknowledgement, with the reference to quote. */
export function acknowledgementMail(to: string, reference: string, problemType: string): Mail {
  return renderMail({
    to,
    subject: m.ackSubject(reference),
    paragraphs: [m.ackBody(reference, problemTypeLabel(problemType))],
  });
}

/** The administrator's reply, with the report's new status. */
export function replyMail(to: string, reference: string, status: string, reply: string): Mail {
  return renderMail({
    to,
    subject: m.replySubject(reference),
    paragraphs: [m.replyIntro(reference, status), reply],
  });
}
