import { createHmac } from 'node:crypto';
import { callProvider, TextSendError, type TextProvider } from './text-provider';
import type { TwilioSettings } from './text-config';

/** Where Twilio reports each message's delivery (set per message as `StatusCallback`). */
export const TWILIO_STATUS_PATH = '/api/texts/twilio/status';
/** Where the number's incoming messages (STOP replies) are sent: set on the number at Twilio. */
export const TWILIO_INBOUND_PATH = '/api/texts/twilio/inbound';

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
 * auth with the account SID and auth token). Plain fetch rather than the `twilio` package: one
 * documented request, and the package's base URL cannot be pointed at a stand-in as simply.
 */
export function twilioProvider(
  settings: TwilioSettings,
  publicUrl: string,
  timeoutMs: number,
): TextProvider {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const channels = [
    ...(settings.from ? (['sms'] as const) : []),
    ...(settings.whatsappFrom ? (['whatsapp'] as const) : []),
  ];
  return {
    name: 'twilio',
    channels,
    async send(text) {
      const from = text.channel === 'sms' ? settings.from : settings.whatsappFrom;
      if (!from) throw new TextSendError(`no ${text.channel} sender configured`, true);
      const prefix = text.channel === 'whatsapp' ? 'whatsapp:' : '';
      const form = new URLSearchParams({
        To: `${prefix}${text.phone}`,
        From: `${prefix}${from}`,
        Body: text.body,
        StatusCallback: `${publicUrl}${TWILIO_STATUS_PATH}`,
      });
      const answer = (await callProvider(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        timeoutMs,
      )) as { sid?: unknown };
      if (typeof answer.sid !== 'string') throw new TextSendError('Twilio answered no sid', false);
      return { providerMessageId: answer.sid };
    },
  };
}

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL
 * followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
