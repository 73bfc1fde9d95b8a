import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { untilTrue } from '../../test/payment-kit';
import { consentDirectly, textsOf, twilioEnv } from '../../test/text-kit';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';
import { useTestApp } from '../../test/test-app';
import { bookedRoom } from '../video/video-test-scene';
import { callsApi } from './call-test-scene';

const PHONE = '+919812300044';

describe('a missed call by text (issue 28)', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio.close());
  const ctx = useTestApp({
    env: () => ({ ...twilioEnv(twilio), PUBLIC_URL: 'https://clinic.example' }),
  });
  beforeEach(() => {
    twilio.messages.splice(0);
  });

  it('texts the client who opted in, once, with the room’s link; nobody else', async () => {
    const scene = await bookedRoom(ctx.app);
    await consentDirectly(ctx.app, scene.patient.id, 'sms', PHONE);
    // No tab open anywhere: the ring is missed at once.
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    expect(call).toMatchObject({ outcome: 'missed' });

    await untilTrue(async () => {
      const rows = await textsOf(ctx.app, scene.patient.id);
      return rows.some((row) => row.kind === 'missed_call' && row.status === 'sent');
    });
    const missed = (await textsOf(ctx.app, scene.patient.id)).filter(
      (row) => row.kind === 'missed_call',
    );
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatchObject({ channel: 'sms', phone: PHONE, bookingId: scene.booking.id });
    const sms = twilio.messages.filter((message) => message.body?.includes('missed a call'));
    expect(sms).toEqual([
      expect.objectContaining({
        to: PHONE,
        body: `Solace: you missed a call from ${scene.doctor.name}. Join your session: https://clinic.example/video-chat/${scene.roomId}`,
      }),
    ]);
    // The therapist, who rang, is texted nothing.
    expect(await textsOf(ctx.app, scene.doctor.id)).toEqual([]);
  });

  it('texts nobody who has not opted in', async () => {
    const scene = await bookedRoom(ctx.app);
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    expect(call).toMatchObject({ outcome: 'missed' });
    await ctx.app.ctx.texts.runDue();
    expect(await textsOf(ctx.app, scene.patient.id)).toEqual([]);
    expect(twilio.messages).toEqual([]);
  });
});
