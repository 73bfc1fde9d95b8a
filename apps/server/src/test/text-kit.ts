import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { textConsents, textMessages } from '../db/schema';
import { api } from './api-helpers';
import { eventually } from './eventually';
import { addFreeSlot, signInDemoPeople } from './people';
import type { MetaStandIn } from './text-stand-ins/meta-stand-in';
import type { TwilioStandIn } from './text-stand-ins/twilio-stand-in';

/** The settings of a server that texts through the Twilio stand-in (SMS and WhatsApp). */
export function twilioEnv(twilio: TwilioStandIn): Record<string, string> {
  return {
    TEXT_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+14155550100',
    TWILIO_WHATSAPP_FROM: 'whatsapp:+14155550199',
    TWILIO_BASE_URL: twilio.url,
  };
}

/** The verify token of Meta's webhook handshake in the tests. */
export const META_VERIFY_TOKEN = 'verify-token-of-the-tests';

/** The settings of a server that sends WhatsApp templates through the Graph API stand-in. */
export function metaEnv(meta: MetaStandIn): Record<string, string> {
  return {
    TEXT_PROVIDER: 'meta',
    WHATSAPP_TOKEN: meta.token,
    WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId,
    WHATSAPP_APP_SECRET: meta.appSecret,
    WHATSAPP_VERIFY_TOKEN: META_VERIFY_TOKEN,
    WHATSAPP_API_BASE_URL: meta.url,
  };
}

/** The demo patient's session with the first demo therapist, booked `hours` ahead. */
export async function bookDemoSession(app: FastifyInstance, hours = 48) {
  const people = await signInDemoPeople(app);
  const slotId = await addFreeSlot(app, people.doctor.token, hours);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: people.doctor.user.id },
    people.patient.token,
  );
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  return { ...people, bookingId: (res.json() as { booking: { id: string } }).booking.id };
}

/** A consent as the opt-in leaves it (for tests of what follows consent, not of the opt-in). */
export async function consentDirectly(
  app: FastifyInstance,
  userId: string,
  channel: 'sms' | 'whatsapp',
  phone: string,
) {
  const now = app.ctx.clock.now();
  await app.ctx.db
    .insert(textConsents)
    .values({ userId, channel, phone, consentedAt: now, updatedAt: now });
}

/** Someone's texts, oldest first. */
export function textsOf(app: FastifyInstance, userId: string) {
  return app.ctx.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.userId, userId))
    .orderBy(textMessages.createdAt, textMessages.kind);
}

/** The 6-digit code the Twilio stand-in received for `to` (a number's opt-in by SMS). */
export async function codeTextedTo(twilio: TwilioStandIn, to: string) {
  await eventually(async () => twilio.messages.some((m) => m.to === to));
  return /code is (\d{6})/.exec(twilio.messages.find((m) => m.to === to)!.body)![1]!;
}
