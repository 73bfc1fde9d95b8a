import type { Language } from '@solace/shared';
import { z } from 'zod';
import { ConfigError } from '../../../config-error';

/**
 * The text-message settings (issue 28), read with the rest of the environment by `loadConfig`.
 * Without `TEXT_PROVIDER` the SMS and WhatsApp channels are off: texts are kept with status
 * `channel_off`, nobody can opt in. Choosing a provider without its keys stops start-up.
 */
const httpUrl = z
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://');
/** A sender number, `+` and digits; Twilio's `whatsapp:` prefix is accepted and dropped. */
const senderNumber = z
  .string()
  .transform((v) => v.replace(/^whatsapp:/, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'an E.164 number such as +14155550100'));

const textEnvSchema = z.object({
  TEXT_PROVIDER: z.enum(['none', 'twilio', 'meta']).default('none'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM: senderNumber.optional(),
  TWILIO_WHATSAPP_FROM: senderNumber.optional(),
  TWILIO_BASE_URL: httpUrl.default('https://api.twilio.com'),
  WHATSAPP_TOKEN: z.string().min(16).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'digits')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  WHATSAPP_API_BASE_URL: httpUrl.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_CONFIRMATION: z.string().min(1).default('session_confirmation'),
  WHATSAPP_TEMPLATE_REMINDER: z.string().min(1).default('session_reminder'),
  WHATSAPP_TEMPLATE_CANCELLATION: z.string().min(1).default('session_cancellation'),
  WHATSAPP_TEMPLATE_CODE: z.string().min(1).default('verification_code'),
  WHATSAPP_TEMPLATE_MISSED_CALL: z.string().min(1).default('missed_call'),
  /** Meta's code of each template's translation, per language Solace writes in (issue 29). */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
  WHATSAPP_TEMPLATE_LANGUAGE_HI: z.string().min(2).default('hi'),
  /** The longest one provider request may take before it counts as a time-out (retried). */
  TEXT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});
export const textEnvShape = textEnvSchema.shape;
type TextEnv = z.infer<typeof textEnvSchema>;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The SMS sender; null: SMS is not offered. */
  from: string | null;
  /** The WhatsApp sender (without `whatsapp:`); null: WhatsApp is not offered. */
  whatsappFrom: string | null;
  baseUrl: string;
}

export interface MetaSettings {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  baseUrl: string;
  templates: {
    confirmation: string;
    reminder_1h: string;
    cancellation: string;
    verification_code: string;
    missed_call: string;
  };
  /** The template translation sent to a reader of each language (Meta's language codes). */
  languages: Record<Language, string>;
}

export type TextConfig =
  | { provider: 'none'; timeoutMs: number }
  | { provider: 'twilio'; twilio: TwilioSettings; timeoutMs: number }
  | { provider: 'meta'; meta: MetaSettings; timeoutMs: number };

function required<T>(env: TextEnv, names: (keyof TextEnv)[], build: () => T): T {
  const missing = names.filter((n) => env[n] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((n) => `${n}: required with TEXT_PROVIDER=${env.TEXT_PROVIDER}`),
    );
  }
  return build();
}

export function textConfigFrom(env: TextEnv): TextConfig {
  const timeoutMs = env.TEXT_TIMEOUT_MS;
  const base = (url: string) => url.replace(/\/+$/, '');
  if (env.TEXT_PROVIDER === 'twilio') {
    if (!env.TWILIO_FROM && !env.TWILIO_WHATSAPP_FROM) {
      throw new ConfigError(['TWILIO_FROM, TWILIO_WHATSAPP_FROM: set at least one']);
    }
    return required(env, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'], () => ({
      provider: 'twilio',
      timeoutMs,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM ?? null,
        whatsappFrom: env.TWILIO_WHATSAPP_FROM ?? null,
        baseUrl: base(env.TWILIO_BASE_URL),
      },
    }));
  }
  if (env.TEXT_PROVIDER === 'meta') {
    return required(
      env,
      [
        'WHATSAPP_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
      ],
      () => ({
        provider: 'meta',
        timeoutMs,
        meta: {
          token: env.WHATSAPP_TOKEN!,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          appSecret: env.WHATSAPP_APP_SECRET!,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
          baseUrl: base(env.WHATSAPP_API_BASE_URL),
          templates: {
            confirmation: env.WHATSAPP_TEMPLATE_CONFIRMATION,
            reminder_1h: env.WHATSAPP_TEMPLATE_REMINDER,
            cancellation: env.WHATSAPP_TEMPLATE_CANCELLATION,
            verification_code: env.WHATSAPP_TEMPLATE_CODE,
            missed_call: env.WHATSAPP_TEMPLATE_MISSED_CALL,
          },
          languages: { en: env.WHATSAPP_TEMPLATE_LANGUAGE, hi: env.WHATSAPP_TEMPLATE_LANGUAGE_HI },
        },
      }),
    );
  }
  return { provider: 'none', timeoutMs };
}
