import { messages } from '@solace/shared';
import { renderMail } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';

/** The e-mail with a one-time password link. */
export function passwordLinkMail(options: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  purpose: 'reset' | 'welcome';
  /** The welcome mail names the page where the new account signs in from then on. */
  signInUrl?: string;
}): Mail {
  const { to, name, link, validMinutes, purpose, signInUrl } = options;
  const m = messages.mail.passwordLink;
  const wording = m[purpose];
  return renderMail({
    to,
    subject: wording.subject,
    paragraphs: [messages.mail.hello(name), wording.intro],
    action: { label: m.button, url: link, fallback: m.fallback },
    closing: [
      m.validity(validMinutes),
      ...(signInUrl ? [m.welcome.signInAt(signInUrl)] : []),
      wording.outro,
    ],
  });
}

/** To a new address: the one-time link that confirms it, makes the account and signs in. */
export function confirmSignupMail(options: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): Mail {
  const m = messages.mail.confirmSignup;
  return renderMail({
    to: options.to,
    subject: m.subject,
    paragraphs: [messages.mail.hello(options.name), m.intro],
    action: { label: m.button, url: options.link, fallback: m.fallback },
    closing: [m.validity(options.validHours), m.outro],
  });
}

/** To the owner of an address someone tried to sign up with: nothing tells the stranger. */
export function accountExistsMail(options: { to: string; name: string; publicUrl: string }): Mail {
  const m = messages.mail.accountExists;
  return renderMail({
    to: options.to,
    subject: m.subject,
    paragraphs: [messages.mail.hello(options.name), m.intro],
    action: { label: m.button, url: `${options.publicUrl}/login`, fallback: m.fallback },
    closing: [m.forgot(`${options.publicUrl}/verifymail`), m.outro],
  });
}
