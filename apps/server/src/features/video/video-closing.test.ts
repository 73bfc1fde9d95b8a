import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, type VideoClosed } from '@solace/shared';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, socketPool, type TestSocket } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { signedInAdmin } from '../admin/admin-test-kit';
import { ask, bookedRoom, joinRoom } from './video-test-scene';

const refused = { ok: false, error: messages.video.notAvailable, code: 'ROOM_NOT_FOUND' };
const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;

/** Both people of a room starting in 6 minutes, connected and in the room. */
async function bothInRoom(app: FastifyInstance, pool: ReturnType<typeof socketPool>) {
  const scene = await bookedRoom(app);
  const open = async (token: string) => {
    const { socket, outcome } = await pool.open(app, token);
    expect(outcome).toBe('connected');
    expect(await joinRoom(socket, scene.roomId)).toMatchObject({ ok: true });
    return socket;
  };
  const patient = await open(scene.patient.token);
  const doctor = await open(scene.doctor.token);
  return { scene, patient, doctor };
}

/** Waits until each socket was told the room closed, and checks it was told why. */
async function toldClosed(closed: VideoClosed[][], expected: VideoClosed) {
  await eventually(() => closed.every((list) => list.length > 0));
  for (const list of closed) expect(list[0]).toEqual(expected);
}

describe('a video room closes under both people', () => {
  // Clients may cancel up to the start here, so that a client can cancel while the room is open.
  const ctx = useTestApp({ env: { CANCEL_NOTICE_HOURS: '0' } });
  const pool = socketPool();
  afterEach(() => pool.closeAll());
  const videoRooms = () => ctx.app.ctx.realtime.localRooms('video:');

  /** After the close: nobody is in the room, and nothing said in it is relayed or stored. */
  async function nothingRelayed(socket: TestSocket, roomId: string) {
    expect(videoRooms()).toEqual([]);
    socket.emit('video-signal', { roomId, description: offer });
    expect(await ask(socket, 'send-message', { roomId, message: 'Still there?' })).toEqual(refused);
  }

  type Scene = Awaited<ReturnType<typeof bookedRoom>>;
  // Whether the therapist's sockets stay: deactivated or deleted, they close with the sessions.
  const cancellations: [string, boolean, (scene: Scene) => unknown][] = [
    [
      'the client cancels',
      true,
      async (scene) =>
        api(ctx.app).post(`/api/bookings/${scene.booking.id}/cancel`, {}, scene.patient.token),
    ],
    [
      'the therapist cancels',
      true,
      async (scene) =>
        api(ctx.app).post(`/api/bookings/${scene.booking.id}/cancel`, {}, scene.doctor.token),
    ],
    [
      'an administrator deactivates the therapist',
      false,
      async (scene) =>
        (await signedInAdmin(ctx.app)).call(
          'POST',
          `/api/admin/therapists/${scene.doctor.id}/deactivate`,
        ),
    ],
    [
      'the therapist deletes their account',
      false,
      async (scene) =>
        api(ctx.app).delete('/api/profile', { password: DEMO_PASSWORD }, scene.doctor.token),
    ],
  ];
  for (const [who, therapistStays, cancel] of cancellations) {
    it(`when ${who}`, async () => {
      const { scene, patient, doctor } = await bothInRoom(ctx.app, pool);
      const closed = [collect(patient, 'video:closed'), collect(doctor, 'video:closed')];
      const toPatient = collect(patient, 'video-signal');
      const res = (await cancel(scene)) as { statusCode: number; body: string };
      expect(res.statusCode, res.body).toBe(200);
      const told = therapistStays ? closed : [closed[0]!];
      await toldClosed(told, { roomId: scene.roomId, reason: 'cancelled' });
      await nothingRelayed(therapistStays ? doctor : patient, scene.roomId);
      expect(toPatient).toEqual([]);
    });
  }

  it('when its window ends: the first relay after it is refused and closes the room', async () => {
    const { scene, patient, doctor } = await bothInRoom(ctx.app, pool);
    const closed = [collect(patient, 'video:closed'), collect(doctor, 'video:closed')];
    const toDoctor = collect(doctor, 'video-signal');
    const closesAt = Date.parse(scene.booking.end_time) + 30 * 60_000;
    // Still open a second before the end: relayed.
    ctx.clock.advance(closesAt - 1000 - ctx.clock.now().getTime());
    patient.emit('video-signal', { roomId: scene.roomId, description: offer });
    await eventually(() => toDoctor.length === 1);

    ctx.clock.advance(1000);
    patient.emit('video-signal', { roomId: scene.roomId, description: offer });
    await toldClosed(closed, { roomId: scene.roomId, reason: 'ended' });
    await nothingRelayed(doctor, scene.roomId);
    expect(toDoctor).toHaveLength(1);
  });
});

describe('a video room whose window ends', () => {
  // The poll that closes rooms runs with the reminders' (off in the other tests).
  const ctx = useTestApp({ env: { REMINDER_POLL_MS: '25' } });
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  it('closes by itself, with nothing relayed to notice it', async () => {
    const { scene, patient, doctor } = await bothInRoom(ctx.app, pool);
    const closed = [collect(patient, 'video:closed'), collect(doctor, 'video:closed')];
    ctx.clock.advance(Date.parse(scene.booking.end_time) + 30 * 60_000 - ctx.clock.now().getTime());
    await toldClosed(closed, { roomId: scene.roomId, reason: 'ended' });
    expect(ctx.app.ctx.realtime.localRooms('video:')).toEqual([]);
  });
});
