import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect } from '../../test/sockets';
import { consentDirectly, textsOf } from '../../test/text-kit';
import { TestClock } from '../../test/test-clock';
import { useTwoInstances, whyNoTwoInstances } from '../../test/two-instances';
import { bookedRoom } from '../video/video-test-scene';
import { callsApi } from './call-test-scene';

/**
 * A therapist on one server instance rings a client whose tabs are on another (one PostgreSQL,
 * one Redis), as behind a load balancer. Runs in the PostgreSQL run (DATABASE_URL set) when
 * Redis answers.
 */
const skipped = await whyNoTwoInstances();

describe.skipIf(skipped !== undefined)(
  `ringing calls on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const two = useTwoInstances(clock);
    const { pool } = two;

    it('rings the client’s tabs on both instances; the answer on B reaches the ringer on A', async () => {
      const scene = await bookedRoom(two.a);
      const tabOnA = (await pool.open(two.a, scene.patient.token)).socket;
      const tabOnB = (await pool.open(two.b, scene.patient.token)).socket;
      const therapistOnA = (await pool.open(two.a, scene.doctor.token)).socket;
      const rings = [collect(tabOnA, 'call:incoming'), collect(tabOnB, 'call:incoming')];
      const ended = collect(therapistOnA, 'call:ended');
      const endedOnA = collect(tabOnA, 'call:ended');

      const call = await callsApi(two.a).rang(scene.doctor.token, scene.booking.id);
      expect(call.offline).toBe(false);
      await eventually(() => rings.every((list) => list.length === 1));
      const accepted = await callsApi(two.b).answer(scene.patient.token, call.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      await eventually(() => ended.length === 1 && endedOnA.length === 1);
      expect(ended[0]).toEqual({ callId: call.id, roomId: scene.roomId, outcome: 'accepted' });
    });

    it('finds a client online only on the other instance; the call’s row decides for both', async () => {
      const scene = await bookedRoom(two.a);
      const tabOnB = (await pool.open(two.b, scene.patient.token)).socket;
      const rings = collect(tabOnB, 'call:incoming');
      const call = await callsApi(two.a).rang(scene.doctor.token, scene.booking.id);
      expect(call).toMatchObject({ outcome: 'ringing', offline: false });
      await eventually(() => rings.length === 1);
      const declined = await callsApi(two.b).answer(scene.patient.token, call.id, 'decline');
      expect(declined.json()).toMatchObject({ outcome: 'declined' });
      // The call's row is the truth for both: the ringer hanging up late on A is refused.
      const late = await callsApi(two.a).answer(scene.doctor.token, call.id, 'cancel');
      expect(late.json()).toMatchObject({ code: 'CALL_OVER', error: messages.calls.callOver });
    });

    it('tells a client missed on both instances once: the notice and the text, not one each', async () => {
      const scene = await bookedRoom(two.a);
      await consentDirectly(two.a, scene.patient.id, 'sms', '+919812300045');
      // No tab open: each ring is missed at once, on whichever instance rang.
      for (const app of [two.a, two.b, two.a, two.b]) {
        const call = await callsApi(app).rang(scene.doctor.token, scene.booking.id);
        expect(call).toMatchObject({ outcome: 'missed', offline: true });
      }
      const bell = (await api(two.b).get('/api/notifications', scene.patient.token)).json() as {
        title: string;
      }[];
      expect(bell.filter((n) => n.title === messages.calls.missedTitle)).toHaveLength(1);
      const texts = (await textsOf(two.a, scene.patient.id)).filter(
        (row) => row.kind === 'missed_call',
      );
      expect(texts).toHaveLength(1);
    });
  },
);
