import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, roundTrip, socketPool } from '../../test/sockets';
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

    await eventually(async () => {
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

  describe('rung and hung up on again and again', () => {
    const pool = socketPool();
    afterEach(() => pool.closeAll());
    const missedNoticesOf = async (token: string) =>
      ((await api(ctx.app).get('/api/notifications', token)).json() as { title: string }[]).filter(
        (n) => n.title === messages.calls.missedTitle,
      );
    const missedTextsOf = async (userId: string) =>
      (await textsOf(ctx.app, userId)).filter((row) => row.kind === 'missed_call');

    it('tells the client once per booking, one text, until they answer', async () => {
      const scene = await bookedRoom(ctx.app);
      const calls = callsApi(ctx.app);
      await consentDirectly(ctx.app, scene.patient.id, 'sms', PHONE);
      const tab = await pool.connected(ctx.app, scene.patient.token);
      const bell = collect(tab, 'notification:new');
      // The therapist rings and hangs up three times while the client's tab is open…
      for (let i = 0; i < 3; i += 1) {
        const call = await calls.rang(scene.doctor.token, scene.booking.id);
        const hungUp = await calls.answer(scene.doctor.token, call.id, 'cancel');
        expect(hungUp.json()).toMatchObject({ outcome: 'missed' });
      }
      // …and twice more once it has closed (missed at once: not online).
      tab.close();
      for (let i = 0; i < 2; i += 1) {
        expect(await calls.rang(scene.doctor.token, scene.booking.id)).toMatchObject({
          outcome: 'missed',
          offline: true,
        });
      }
      await ctx.app.ctx.texts.runDue();
      expect(await missedNoticesOf(scene.patient.token)).toHaveLength(1);
      expect(bell.filter((n) => n.title === messages.calls.missedTitle)).toHaveLength(1);
      expect(await missedTextsOf(scene.patient.id)).toHaveLength(1);
      expect(twilio.messages.filter((sms) => sms.body?.includes('missed a call'))).toHaveLength(1);
      // The history still shows every missed call.
      const history = await calls.history(scene.patient.token);
      expect(history.filter((c) => c.outcome === 'missed')).toHaveLength(5);

      // The client answers a ring: a call missed after that is told again, once.
      const again = await pool.connected(ctx.app, scene.patient.token);
      const bellAgain = collect(again, 'notification:new');
      const answered = await calls.rang(scene.doctor.token, scene.booking.id);
      expect((await calls.answer(scene.patient.token, answered.id, 'accept')).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const call = await calls.rang(scene.doctor.token, scene.booking.id);
        await calls.answer(scene.doctor.token, call.id, 'cancel');
      }
      await roundTrip(ctx.app, again, scene.patient.id);
      expect(bellAgain.filter((n) => n.title === messages.calls.missedTitle)).toHaveLength(1);
      expect(await missedNoticesOf(scene.patient.token)).toHaveLength(2);
      await ctx.app.ctx.texts.runDue();
      expect(await missedTextsOf(scene.patient.id)).toHaveLength(2);
    });
  });
});
