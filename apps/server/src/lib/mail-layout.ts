import { activeLanguage } from '@solace/shared';
import type { Mail, MailAttachment } from './mailer';

/** Text made safe inside HTML (mails, the test checkout page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text: escaped in the HTML part, never trusted as markup. */
  paragraphs: string[];
  /** One button, with the address written out below it for clients that hide buttons. */
  action?: { label: string; url: string; fallback: string };
  /** Paragraphs after the button. */
  closing?: string[];
  attachments?: MailAttachment[];
}

const SIGNATURE = 'Solace';

/** Every Solace e-mail, in one calm layout, with plain text and HTML saying the same. */
export function renderMail(content: MailContent): Mail {
  const { to, subject, paragraphs, action, closing = [], attachments } = content;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.fallback} ${action.url}`] : []),
    ...closing,
    SIGNATURE,
  ].join('\n\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#2f6f62;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 14px">${escapeHtml(action.fallback)} ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${activeLanguage()}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2a28">
${paragraphs.map(paragraph).join('\n')}
${button}
${closing.map(paragraph).join('\n')}
<p>${SIGNATURE}</p>
</body></html>`;
  return { to, subject, text, html, ...(attachments && { attachments }) };
}
