import { afterEach, describe, expect, it } from 'vitest';
import { messages, type Notification } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { bookedRoom, joinRoom } from './video-test-scene';

const notAvailable = {
  error: messages.video.notAvailable,
  message: messages.video.notAvailable,
  code: 'ROOM_NOT_FOUND',
};

describe('POST /api/video/{roomId}/arrived (the waiting room)', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  const notificationsOf = async (token: string) =>
    (await api(ctx.app).get('/api/notifications', token)).json() as Notification[];
  const arrive = (roomId: string, token?: string) =>
    api(ctx.app).post(`/api/video/${roomId}/arrived`, {}, token);

  it('tells the therapist once, live in the bell, that the early client is waiting', async () => {
    const scene = await bookedRoom(ctx.app, 3);
    const { socket } = await pool.open(ctx.app, scene.doctor.token);
    const live = collect(socket, 'notification:new');

    const res = await arrive(scene.roomId, scene.patient.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ told: true });
    await eventually(() => live.length === 1);
    const firstName = scene.patient.name.split(' ')[0];
    expect(live[0]).toMatchObject({
      title: `${firstName} is waiting`,
      link: `/video-chat/${scene.roomId}`,
      read: false,
    });
    expect(live[0]!.message).toContain(scene.patient.name);

    // A reload or a second tab tells nobody again.
    expect((await arrive(scene.roomId, scene.patient.token)).json()).toEqual({ told: true });
    const waiting = (await notificationsOf(scene.doctor.token)).filter(
      (n) => n.title === `${firstName} is waiting`,
    );
    expect(waiting).toHaveLength(1);
    expect(live).toHaveLength(1);
  });

  it('also while the room is open, until the session ends', async () => {
    const scene = await bookedRoom(ctx.app);
    expect((await arrive(scene.roomId, scene.patient.token)).json()).toEqual({ told: true });
    ctx.clock.advance(Date.parse(scene.booking.end_time) - ctx.clock.now().getTime());
    // Past the end nobody waits any more; the room is still open for a last word.
    const patient = await api(ctx.app).login();
    expect((await arrive(scene.roomId, patient.token)).json()).toEqual({ told: false });
  });

  it('is for the booking’s two people only; the therapist arriving tells nobody', async () => {
    const scene = await bookedRoom(ctx.app, 3);
    for (const outsider of [scene.stranger, scene.otherDoctor]) {
      const res = await arrive(scene.roomId, outsider.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notAvailable);
    }
    expect((await arrive(scene.roomId)).statusCode).toBe(401);
    expect((await arrive('no-such-room', scene.patient.token)).statusCode).toBe(404);

    const before = await notificationsOf(scene.patient.token);
    const res = await arrive(scene.roomId, scene.doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ told: false });
    expect(await notificationsOf(scene.patient.token)).toEqual(before);
    // Nobody else's arrival told the therapist anything.
    expect(
      (await notificationsOf(scene.doctor.token)).filter((n) => n.title.endsWith('is waiting')),
    ).toEqual([]);
  });

  it('refuses a cancelled session’s room', async () => {
    const scene = await bookedRoom(ctx.app, 3);
    await api(ctx.app).post(`/api/bookings/${scene.booking.id}/cancel`, {}, scene.doctor.token);
    const res = await arrive(scene.roomId, scene.patient.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notAvailable);
  });
});

describe('media-state over the socket', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  it('reaches the other participant of the room only, and only from inside it', async () => {
    const scene = await bookedRoom(ctx.app);
    const open = async (token: string) => (await pool.open(ctx.app, token)).socket;
    const patient = await open(scene.patient.token);
    const doctor = await open(scene.doctor.token);
    const stranger = await open(scene.stranger.token);
    const toDoctor = collect(doctor, 'media-state');
    const toPatient = collect(patient, 'media-state');
    const state = { roomId: scene.roomId, camera: false, microphone: true };

    // Not yet admitted (nor ever, for the stranger): nothing is relayed.
    patient.emit('media-state', state);
    stranger.emit('media-state', { ...state, microphone: false });
    expect(await joinRoom(stranger, scene.roomId)).toMatchObject({ ok: false });
    await joinRoom(patient, scene.roomId);
    await joinRoom(doctor, scene.roomId);
    patient.emit('media-state', state);
    await eventually(() => toDoctor.length === 1);
    expect(toDoctor).toEqual([state]);
    expect(toPatient).toEqual([]);

    // Bad input is refused, not relayed.
    (patient as unknown as { emit: (e: string, p: unknown) => void }).emit('media-state', {
      roomId: scene.roomId,
      camera: 'off',
    });
    patient.emit('media-state', { ...state, camera: true });
    await eventually(() => toDoctor.length === 2);
    expect(toDoctor[1]).toEqual({ ...state, camera: true });
  });
});
