/** The one small interface every text provider (Twilio, Meta's WhatsApp Cloud API) speaks. */
import type { Language } from '@solace/shared';
import type { TextChannelName } from '../../../lib/text-sender';

export type { TextChannelName };
export type TextKind =
  'confirmation' | 'reminder_1h' | 'cancellation' | 'verification_code' | 'missed_call';

export interface OutgoingText {
  /** Our row's id: a reference the provider keeps (idempotency where it takes one). */
  id: string;
  /** E.164: `+` and digits. */
  phone: string;
  channel: TextChannelName;
  kind: TextKind;
  /** The words (SMS, Twilio's WhatsApp). */
  body: string;
  /** The approved template's values, in order (Meta's WhatsApp). */
  params: string[];
  /** The recipient's language, which `body` is in: the template's translation to send. */
  language: Language;
}

export interface TextProvider {
  name: 'twilio' | 'meta';
  /** The channels this provider, as configured, can send on. */
  channels: readonly TextChannelName[];
  /** Resolves with the provider's id of the message; throws TextSendError. */
  send(text: OutgoingText): Promise<{ providerMessageId: string }>;
}

/**
 * A provider's refusal or a failure to reach it. `permanent` (a 4xx: bad number, bad template,
 * bad credentials) is never retried; the rest (5xx, 429, time-outs, a lost connection) are.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}

/** One request to a provider: its JSON answer, or a TextSendError saying whether to retry. */
export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new TextSendError(`provider unreachable: ${(err as Error).message}`, false);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new TextSendError(
      `provider answered ${response.status}: ${text.slice(0, 300)}`,
      permanent,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TextSendError('provider answered something that is not JSON', false);
  }
}
