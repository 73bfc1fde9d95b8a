import type { Mail } from '../../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail with a one-time password link, in plain text and HTML. */
export function passwordLinkMail(options: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
  purpose: 'reset' | 'welcome';
}): Mail {
  const { to, name, link, validMinutes, purpose } = options;
  const validity =
    validMinutes >= 120 ? `${Math.round(validMinutes / 60)} hours` : `${validMinutes} minutes`;
  const intro =
    purpose === 'reset'
      ? 'Someone asked to change the password of your Solace account. If it was you, choose a new password here:'
      : 'An account has been created for you on Solace. Choose your password here:';
  const subject =
    purpose === 'reset' ? 'Change your Solace password' : 'Welcome to Solace: set your password';
  const outro =
    purpose === 'reset'
      ? 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.'
      : 'If you did not expect this, you can ignore this e-mail.';
  const text = [
    `Hello ${name},`,
    '',
    intro,
    link,
    '',
    `The link works once and for ${validity}.`,
    outro,
    '',
    'Solace',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2a28">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#2f6f62;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p style="font-size: 14px">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once and for ${validity}. ${escapeHtml(outro)}</p>
<p>Solace</p>
</body></html>`;
  return { to, subject, text, html };
}
