import { timingSafeEqual } from 'node:crypto';
import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { withdrawConsent } from './text-consents.repo';
import { recordDelivery } from './texts.repo';
import { metaSignature } from './providers/meta-whatsapp';
import type { TextChannelName } from './providers/text-provider';
import { twilioSignature } from './providers/twilio';

/** Replies that end every message, as carriers and Twilio's Advanced Opt-Out read them. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
/** Twilio: "Attempt to send to unsubscribed recipient". Meta: "the user has stopped marketing". */
const TWILIO_OPTED_OUT = '21610';
const META_OPTED_OUT = 131050;

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function refused(ctx: AppContext, provider: string, reason: string): never {
  ctx.log.warn({ provider, reason }, 'text webhook refused');
  throw new AppError(403, 'WEBHOOK_REFUSED', messages.payments.webhookRefused);
}

function isStop(body: string) {
  return STOP_WORDS.has(body.trim().toUpperCase());
}

/** `+E164` and its channel from Twilio's `From` (`whatsapp:+…` for WhatsApp). */
function twilioSender(from: string): { phone: string; channel: TextChannelName } | null {
  const whatsapp = from.startsWith('whatsapp:');
  const phone = from.replace(/^whatsapp:/, '');
  return /^\+\d{7,15}$/.test(phone) ? { phone, channel: whatsapp ? 'whatsapp' : 'sms' } : null;
}

/** A Twilio callback, its `X-Twilio-Signature` checked against the URL Twilio called. */
export function verifyTwilio(
  ctx: AppContext,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
) {
  if (ctx.config.texts.provider !== 'twilio')
    throw new AppError(404, 'NOT_FOUND', messages.http.notFound);
  if (!signature) refused(ctx, 'twilio', 'unsigned');
  const expected = twilioSignature(ctx.config.texts.twilio.authToken, url, params);
  if (!sameText(signature, expected)) refused(ctx, 'twilio', 'forged signature');
}

const TWILIO_STATUS: Record<string, 'sent' | 'delivered' | 'undeliverable'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undeliverable',
  failed: 'undeliverable',
};

/** Twilio's status callback: the message row follows; an opted-out number turns the channel off. */
export async function twilioStatus(ctx: AppContext, params: Record<string, string>) {
  const now = ctx.clock.now();
  const status = TWILIO_STATUS[params.MessageStatus ?? ''];
  if (!params.MessageSid || !status) return;
  const error = params.ErrorCode ? `Twilio error ${params.ErrorCode}` : null;
  await recordDelivery(ctx.db, params.MessageSid, status, error, now);
  const to = params.To ? twilioSender(params.To) : null;
  if (params.ErrorCode === TWILIO_OPTED_OUT && to) {
    await withdrawConsent(ctx.db, to, 'provider_opt_out', now);
  }
}

/** An incoming message: STOP (or Twilio's opt-out flag) turns that number's channel off. */
export async function twilioInbound(ctx: AppContext, params: Record<string, string>) {
  const from = params.From ? twilioSender(params.From) : null;
  if (!from) return;
  if (params.OptOutType === 'STOP' || isStop(params.Body ?? '')) {
    const changed = await withdrawConsent(ctx.db, from, 'stop_reply', ctx.clock.now());
    if (changed > 0) ctx.log.info({ channel: from.channel }, 'text channel turned off by STOP');
  }
}

/** Meta's webhook handshake: the challenge echoed only for our verify token. */
export function metaHandshake(
  ctx: AppContext,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  if (ctx.config.texts.provider !== 'meta')
    throw new AppError(404, 'NOT_FOUND', messages.http.notFound);
  const token = query['hub.verify_token'] ?? '';
  if (query['hub.mode'] !== 'subscribe' || !sameText(token, ctx.config.texts.meta.verifyToken)) {
    refused(ctx, 'meta', 'wrong verify token');
  }
  return query['hub.challenge'] ?? '';
}

interface MetaChange {
  value?: {
    statuses?: {
      id?: unknown;
      status?: unknown;
      errors?: { code?: unknown }[];
      recipient_id?: unknown;
    }[];
    messages?: {
      from?: unknown;
      type?: unknown;
      text?: { body?: unknown };
      button?: { text?: unknown };
    }[];
  };
}

const META_STATUS: Record<string, 'sent' | 'delivered' | 'undeliverable'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'undeliverable',
};

/** Meta's signed webhook: delivery statuses update the rows, STOP and opt-outs turn WhatsApp off. */
export async function metaWebhook(ctx: AppContext, raw: Buffer, signature: string | undefined) {
  if (ctx.config.texts.provider !== 'meta')
    throw new AppError(404, 'NOT_FOUND', messages.http.notFound);
  if (!signature) refused(ctx, 'meta', 'unsigned');
  if (!sameText(signature, metaSignature(ctx.config.texts.meta.appSecret, raw))) {
    refused(ctx, 'meta', 'forged signature');
  }
  let body: { entry?: { changes?: MetaChange[] }[] };
  try {
    body = JSON.parse(raw.toString('utf8')) as typeof body;
  } catch {
    throw new AppError(400, 'BAD_REQUEST', messages.texts.errors.unreadable);
  }
  const now = ctx.clock.now();
  const changes = (Array.isArray(body?.entry) ? body.entry : []).flatMap((e) =>
    Array.isArray(e?.changes) ? e.changes : [],
  );
  // Signed, yet of any shape: only arrays are walked, so nothing here throws (never a 500).
  const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  for (const change of changes) {
    for (const s of listOf(change?.value?.statuses)) {
      const status = META_STATUS[String(s?.status)];
      if (typeof s?.id !== 'string' || !status) continue;
      const code = Array.isArray(s.errors) ? s.errors[0]?.code : undefined;
      await recordDelivery(ctx.db, s.id, status, code ? `Meta error ${String(code)}` : null, now);
      if (code === META_OPTED_OUT && typeof s.recipient_id === 'string') {
        await withdrawConsent(
          ctx.db,
          { phone: `+${s.recipient_id}`, channel: 'whatsapp' },
          'provider_opt_out',
          now,
        );
      }
    }
    for (const message of listOf(change?.value?.messages)) {
      const words = message?.text?.body ?? message?.button?.text;
      if (typeof message?.from !== 'string' || typeof words !== 'string' || !isStop(words))
        continue;
      await withdrawConsent(
        ctx.db,
        { phone: `+${message.from}`, channel: 'whatsapp' },
        'stop_reply',
        now,
      );
    }
  }
}
