import { createHmac } from 'node:crypto';
import { callProvider, TextSendError, type TextProvider } from './text-provider';
import type { MetaSettings } from './text-config';

/** The webhook Meta calls (its GET handshake and its signed POSTs): set in the Meta app. */
export const META_WEBHOOK_PATH = '/api/texts/meta/webhook';

/**
 * Meta's WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with a bearer token.
 * Business-initiated messages must use an approved template, so each kind of text names one
 * (WHATSAPP_TEMPLATE_*) and fills its body's parameters in order.
 */
export function metaWhatsAppProvider(settings: MetaSettings, timeoutMs: number): TextProvider {
  const url = `${settings.baseUrl}/${settings.phoneNumberId}/messages`;
  return {
    name: 'meta',
    channels: ['whatsapp'],
    async send(text) {
      if (text.channel !== 'whatsapp') {
        throw new TextSendError('the WhatsApp Cloud API sends no SMS', true);
      }
      const answer = (await callProvider(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            // The Cloud API takes the number without its `+`.
            to: text.phone.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: settings.templates[text.kind],
              // The recipient's translation of the template, the language of our words.
              language: { code: settings.languages[text.language] },
              components: [
                {
                  type: 'body',
                  parameters: text.params.map((value) => ({ type: 'text', text: value })),
                },
              ],
            },
          }),
        },
        timeoutMs,
      )) as { messages?: { id?: unknown }[] };
      const id = answer.messages?.[0]?.id;
      if (typeof id !== 'string') throw new TextSendError('Meta answered no message id', false);
      return { providerMessageId: id };
    },
  };
}

/** `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the app secret. */
export function metaSignature(appSecret: string, raw: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}
