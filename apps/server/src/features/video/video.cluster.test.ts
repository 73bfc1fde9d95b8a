import { describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, roundTrip } from '../../test/sockets';
import { TestClock } from '../../test/test-clock';
import { useTwoInstances, whyNoTwoInstances } from '../../test/two-instances';
import { ask, bookedRoom, joinRoom } from './video-test-scene';

/**
 * The two people of a room on two server instances (one PostgreSQL, one Redis), as behind a
 * load balancer. Runs in the PostgreSQL run (DATABASE_URL set) when Redis answers.
 */
const skipped = await whyNoTwoInstances();

describe.skipIf(skipped !== undefined)(
  `the video room on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const two = useTwoInstances(clock);
    const { pool } = two;

    it('relays signalling and chat across instances, and a tab on B takes over from A', async () => {
      const scene = await bookedRoom(two.a);
      const patientOnA = (await pool.open(two.a, scene.patient.token)).socket;
      const doctorOnB = (await pool.open(two.b, scene.doctor.token)).socket;
      expect(await joinRoom(patientOnA, scene.roomId)).toMatchObject({ ok: true });
      expect(await joinRoom(doctorOnB, scene.roomId)).toEqual({
        ok: true,
        polite: false,
        peerPresent: true,
        peerId: patientOnA.id,
      });

      const signals = collect(patientOnA, 'video-signal');
      const chat = collect(doctorOnB, 'receive-message');
      doctorOnB.emit('video-signal', {
        roomId: scene.roomId,
        description: { type: 'offer', sdp: 'v=0\r\n' },
      });
      await ask(patientOnA, 'send-message', { roomId: scene.roomId, message: 'Across' });
      await eventually(() => signals.length === 1 && chat.length === 1);
      expect(chat[0]).toMatchObject({ text: 'Across', senderId: scene.patient.id });

      // The patient opens a second tab, which lands on B: the tab on A is replaced.
      const takenOver = collect(patientOnA, 'room-taken-over');
      const patientOnB = (await pool.open(two.b, scene.patient.token)).socket;
      expect(await joinRoom(patientOnB, scene.roomId)).toMatchObject({ peerPresent: true });
      await eventually(() => takenOver.length === 1);
      const toNewTab = collect(patientOnB, 'video-signal');
      doctorOnB.emit('video-signal', {
        roomId: scene.roomId,
        candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' },
      });
      await eventually(() => toNewTab.length === 1);
      // B relayed the signal before this notice, both through B's one Redis publisher: once the
      // notice reaches the replaced tab on A, so would have the signal.
      await roundTrip(two.b, patientOnA, scene.patient.id);
      expect(signals).toHaveLength(1);
    });

    it('closes the room on both instances when the booking is cancelled on one', async () => {
      const scene = await bookedRoom(two.a);
      const patientOnA = (await pool.open(two.a, scene.patient.token)).socket;
      const doctorOnB = (await pool.open(two.b, scene.doctor.token)).socket;
      await joinRoom(patientOnA, scene.roomId);
      await joinRoom(doctorOnB, scene.roomId);
      const closed = [collect(patientOnA, 'video:closed'), collect(doctorOnB, 'video:closed')];
      const res = await api(two.b).post(
        `/api/bookings/${scene.booking.id}/cancel`,
        {},
        scene.doctor.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      await eventually(() => closed.every((list) => list.length === 1));
      for (const list of closed)
        expect(list[0]).toEqual({ roomId: scene.roomId, reason: 'cancelled' });
      // Out of the room everywhere: the patient's socket on A left it too.
      expect(two.a.ctx.realtime.localRooms('video:')).toEqual([]);
      expect(two.b.ctx.realtime.localRooms('video:')).toEqual([]);
    });
  },
);
