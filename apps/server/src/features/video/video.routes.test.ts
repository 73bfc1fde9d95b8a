import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, videoRoomResponseSchema, type SendRoomMessageAck } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { createPatient } from '../../test/people';
import { socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { ask, bookedRoom, joinRoom } from './video-test-scene';

const notAvailable = {
  error: messages.video.notAvailable,
  message: messages.video.notAvailable,
  code: 'ROOM_NOT_FOUND',
};

describe('GET /api/video/{roomId}', () => {
  const ctx = useTestApp();

  it('tells each participant their side, the other person and who is polite', async () => {
    const scene = await bookedRoom(ctx.app);
    const asPatient = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.patient.token);
    expect(asPatient.statusCode).toBe(200);
    expect(videoRoomResponseSchema.parse(asPatient.json())).toEqual({
      state: 'open',
      roomId: scene.roomId,
      bookingId: scene.booking.id,
      doctorId: scene.doctor.id,
      role: 'patient',
      otherName: scene.doctor.name,
      startTime: scene.booking.start_time,
      endTime: scene.booking.end_time,
      polite: true,
      // Nothing configured: host candidates alone.
      iceServers: [],
      iceExpiresAt: null,
      messages: [],
    });
    const asDoctor = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.doctor.token);
    expect(asDoctor.json()).toMatchObject({
      role: 'doctor',
      otherName: scene.patient.name,
      polite: false,
    });
  });

  it('refuses everyone else alike, and tells an early participant when it opens', async () => {
    const scene = await bookedRoom(ctx.app, 3);
    for (const outsider of [scene.stranger, scene.otherDoctor]) {
      const res = await api(ctx.app).get(`/api/video/${scene.roomId}`, outsider.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notAvailable);
    }
    for (const wrong of ['no-such-room', 'a%20b', 'x'.repeat(65)]) {
      const res = await api(ctx.app).get(`/api/video/${wrong}`, scene.patient.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notAvailable);
    }
    expect((await api(ctx.app).get(`/api/video/${scene.roomId}`)).statusCode).toBe(401);
    const early = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.patient.token);
    expect(early.json()).toEqual({
      state: 'early',
      opensAt: new Date(Date.parse(scene.booking.start_time) - 10 * 60_000).toISOString(),
      role: 'patient',
      otherName: scene.doctor.name,
      startTime: scene.booking.start_time,
      endTime: scene.booking.end_time,
    });
    const earlyTherapist = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.doctor.token);
    expect(earlyTherapist.json()).toMatchObject({ role: 'doctor', otherName: scene.patient.name });
  });
});

describe('a closed room', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());

  it('leaves its two people the chat to read afterwards, and nothing else', async () => {
    const scene = await bookedRoom(ctx.app);
    const { socket } = await pool.open(ctx.app, scene.patient.token);
    await joinRoom(socket, scene.roomId);
    const said = await ask<SendRoomMessageAck>(socket, 'send-message', {
      roomId: scene.roomId,
      message: 'See you next week.',
    });
    if (!said.ok) throw new Error(said.error);
    ctx.clock.advance(Date.parse(scene.booking.end_time) + 30 * 60_000 - Date.now() + 1000);
    const patient = await api(ctx.app).login();
    const res = await api(ctx.app).get(`/api/video/${scene.roomId}`, patient.token);
    expect(res.json()).toEqual({ state: 'closed', messages: [said.message] });
    const stranger = await createPatient(ctx.app, 'Late Stranger');
    expect((await api(ctx.app).get(`/api/video/${scene.roomId}`, stranger.token)).statusCode).toBe(
      404,
    );
  });

  it('is what a cancelled booking’s room is', async () => {
    const scene = await bookedRoom(ctx.app, 2);
    await api(ctx.app).post(`/api/bookings/${scene.booking.id}/cancel`, {}, scene.doctor.token);
    const res = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.doctor.token);
    expect(res.json()).toEqual({ state: 'closed', messages: [] });
  });
});

describe('TURN credentials (the coturn REST scheme)', () => {
  const secret = 'a-long-shared-secret-with-coturn';
  const ctx = useTestApp({
    env: {
      ICE_SERVERS: 'stun:stun.example.org:3478, turn:turn.example.org:3478?transport=udp',
      TURN_SECRET: secret,
      TURN_TTL: '600',
    },
  });

  it('go to participants only, expire after TURN_TTL, and are fresh each time', async () => {
    const scene = await bookedRoom(ctx.app);
    const fetchAs = (token: string) => api(ctx.app).get(`/api/video/${scene.roomId}`, token);

    const res = await fetchAs(scene.patient.token);
    const { iceServers, iceExpiresAt } = res.json();
    const expiry = Math.floor(ctx.clock.now().getTime() / 1000) + 600;
    expect(Math.abs(iceExpiresAt / 1000 - expiry)).toBeLessThanOrEqual(1);
    const username = `${iceExpiresAt / 1000}:${scene.patient.id}`;
    expect(iceServers).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      {
        urls: ['turn:turn.example.org:3478?transport=udp'],
        username,
        credential: createHmac('sha1', secret).update(username).digest('base64'),
      },
    ]);

    const stranger = await fetchAs(scene.stranger.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('turn:');

    ctx.clock.advance(20 * 60_000);
    const later = (await fetchAs(scene.doctor.token)).json();
    expect(later.iceExpiresAt).toBeGreaterThanOrEqual(iceExpiresAt + 20 * 60_000);
    expect(later.iceServers[1].username).toBe(`${later.iceExpiresAt / 1000}:${scene.doctor.id}`);
  });
});
