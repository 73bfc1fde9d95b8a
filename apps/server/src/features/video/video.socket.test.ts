import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { videoMessages } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, roundTrip, serverSides, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { ask, bookedRoom, joinRoom } from './video-test-scene';

const refused = { ok: false, error: messages.video.notAvailable, code: 'ROOM_NOT_FOUND' };
const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;

describe('the video room over the socket', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());
  const connected = async (token: string) => {
    const { socket, outcome } = await pool.open(ctx.app, token);
    expect(outcome).toBe('connected');
    return socket;
  };

  it('admits the booking’s two people only, the therapist as the impolite peer', async () => {
    const scene = await bookedRoom(ctx.app);
    const patient = await connected(scene.patient.token);
    const doctor = await connected(scene.doctor.token);
    const joinedByPatient = collect(patient, 'peer-joined');

    expect(await joinRoom(patient, scene.roomId)).toEqual({
      ok: true,
      polite: true,
      peerPresent: false,
      peerId: null,
    });
    // The spec's form, (roomId, socket id), is understood too.
    expect(await ask(doctor, 'join-room', scene.roomId)).toEqual({
      ok: true,
      polite: false,
      peerPresent: true,
      peerId: patient.id,
    });
    await eventually(() => joinedByPatient.length === 1);
    expect(joinedByPatient[0]).toEqual({ roomId: scene.roomId, peerId: doctor.id });

    for (const outsider of [scene.stranger, scene.otherDoctor]) {
      const socket = await connected(outsider.token);
      expect(await joinRoom(socket, scene.roomId)).toEqual(refused);
      // Claiming to be the patient changes nothing: identity is the socket's session.
      expect(
        await ask(socket, 'join-room', { roomId: scene.roomId, userId: scene.patient.id }),
      ).toEqual(refused);
    }
    expect(await joinRoom(patient, 'no-such-room')).toEqual(refused);
    expect(await joinRoom(patient, '../../etc')).toMatchObject({ ok: false });
    expect(await ask(patient, 'join-room', 42)).toMatchObject({ ok: false });
    expect((await pool.open(ctx.app)).outcome).toBe('unauthorized');
  });

  it('relays signalling and room chat to the other participant of the same room only', async () => {
    const scene = await bookedRoom(ctx.app);
    const patient = await connected(scene.patient.token);
    const doctor = await connected(scene.doctor.token);
    const outsider = await connected(scene.otherDoctor.token);
    await joinRoom(patient, scene.roomId);
    await joinRoom(doctor, scene.roomId);
    const toDoctor = collect(doctor, 'video-signal');
    const toPatient = collect(patient, 'video-signal');
    const leaked = collect(outsider, 'video-signal');
    const chatLeaked = collect(outsider, 'receive-message');
    const chatToDoctor = collect(doctor, 'receive-message');

    patient.emit('video-signal', { roomId: scene.roomId, description: offer });
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    doctor.emit('video-signal', { roomId: scene.roomId, candidate });
    await eventually(() => toDoctor.length === 1 && toPatient.length === 1);
    expect(toDoctor[0]).toEqual({ roomId: scene.roomId, description: offer, from: patient.id });
    expect(toPatient[0]).toEqual({ roomId: scene.roomId, candidate, from: doctor.id });

    // Someone who did not join cannot speak into the room, nor read from it.
    outsider.emit('video-signal', { roomId: scene.roomId, description: offer });
    expect(
      await ask(outsider, 'send-message', { roomId: scene.roomId, message: 'Let me in' }),
    ).toEqual(refused);

    const ack = await ask<{ ok: boolean; message: unknown }>(patient, 'send-message', {
      roomId: scene.roomId,
      message: 'Can you hear me?',
    });
    expect(ack).toMatchObject({
      ok: true,
      message: {
        roomId: scene.roomId,
        senderId: scene.patient.id,
        sender: scene.patient.name,
        text: 'Can you hear me?',
      },
    });
    await eventually(() => chatToDoctor.length === 1);
    expect(chatToDoctor[0]).toEqual(ack.message);
    expect(await ask(patient, 'send-message', { roomId: scene.roomId, message: '   ' })).toEqual({
      ok: false,
      error: messages.chat.empty,
      code: 'VALIDATION_FAILED',
    });

    // The outsider's signal was handled before its refused ask was answered (one socket, in
    // order): a notice sent after it to each side arrives after anything it relayed.
    await roundTrip(ctx.app, doctor, scene.doctor.id);
    await roundTrip(ctx.app, outsider, scene.otherDoctor.id);
    expect(toDoctor).toHaveLength(1);
    expect(leaked).toEqual([]);
    expect(chatLeaked).toEqual([]);
    // Kept with the booking: both read it afterwards, through the room's details.
    expect(await ctx.app.ctx.db.select().from(videoMessages)).toHaveLength(1);
    const details = await api(ctx.app).get(`/api/video/${scene.roomId}`, scene.doctor.token);
    expect(details.json().messages).toEqual([ack.message]);
  });

  it('opens 10 minutes before the start and closes 30 minutes after the end', async () => {
    const scene = await bookedRoom(ctx.app, 2);
    const patient = await connected(scene.patient.token);
    const start = Date.parse(scene.booking.start_time);
    const opensAt = new Date(start - 10 * 60_000).toISOString();
    expect(await joinRoom(patient, scene.roomId)).toEqual({ ...refused, opensAt });
    const doctor = await connected(scene.doctor.token);
    expect(await joinRoom(doctor, scene.roomId)).toEqual({ ...refused, opensAt });

    ctx.clock.advance(start - 10 * 60_000 - ctx.clock.now().getTime());
    // Hours later: a fresh sign-in, as a person would.
    const onTime = await connected((await api(ctx.app).login()).token);
    expect(await joinRoom(onTime, scene.roomId)).toMatchObject({ ok: true });

    const end = Date.parse(scene.booking.end_time);
    ctx.clock.advance(end + 30 * 60_000 - 1000 - ctx.clock.now().getTime());
    const late = await connected((await api(ctx.app).login()).token);
    expect(await joinRoom(late, scene.roomId)).toMatchObject({ ok: true });
    ctx.clock.advance(2000);
    const tooLate = await connected((await api(ctx.app).login()).token);
    expect(await joinRoom(tooLate, scene.roomId)).toEqual(refused);
  });

  it('closes the room of a cancelled booking', async () => {
    const scene = await bookedRoom(ctx.app, 1);
    const res = await api(ctx.app).post(
      `/api/bookings/${scene.booking.id}/cancel`,
      {},
      scene.doctor.token,
    );
    expect(res.statusCode).toBe(200);
    ctx.clock.advance(55 * 60_000);
    const patient = await connected((await api(ctx.app).login()).token);
    expect(await joinRoom(patient, scene.roomId)).toEqual(refused);
  });

  it('a second tab takes over from the first; leaving and ending reach the other side', async () => {
    const scene = await bookedRoom(ctx.app);
    const sides = serverSides(ctx.app);
    const first = await connected(scene.patient.token);
    const doctor = await connected(scene.doctor.token);
    await joinRoom(first, scene.roomId);
    await joinRoom(doctor, scene.roomId);
    const takenOver = collect(first, 'room-taken-over');
    const rejoined = collect(doctor, 'peer-joined');
    const left = collect(doctor, 'peer-left');
    const toFirst = collect(first, 'video-signal');

    const second = await connected(scene.patient.token);
    expect(await joinRoom(second, scene.roomId)).toEqual({
      ok: true,
      polite: true,
      peerPresent: true,
      peerId: doctor.id,
    });
    await eventually(() => takenOver.length === 1 && rejoined.length === 1);
    const toSecond = collect(second, 'video-signal');
    doctor.emit('video-signal', { roomId: scene.roomId, description: offer });
    await eventually(() => toSecond.length === 1);
    // The offer went to the new tab only: a notice after it reaches the old one after it would.
    await roundTrip(ctx.app, first, scene.patient.id);
    expect(toFirst).toEqual([]);
    first.emit('video-signal', { roomId: scene.roomId, description: offer });
    // The replaced tab is out of the room: closing it tells the therapist nothing.
    const firstGone = sides.closed(first);
    first.close();
    // Once the server has handled the close (and the signal sent before it, on the same
    // connection), a notice to the therapist arrives after anything those could have sent.
    await firstGone;
    await roundTrip(ctx.app, doctor, scene.doctor.id);
    expect(left).toEqual([]);

    second.emit('leave-room', { roomId: scene.roomId, ended: true });
    await eventually(() => left.length === 1);
    expect(left[0]).toEqual({ roomId: scene.roomId, reason: 'ended' });
    await joinRoom(second, scene.roomId);
    second.emit('leave-room', { roomId: scene.roomId });
    await eventually(() => left.length === 2);
    expect(left[1]).toEqual({ roomId: scene.roomId, reason: 'left' });
    await joinRoom(second, scene.roomId);
    second.close();
    await eventually(() => left.length === 3);
    expect(left[2]).toEqual({ roomId: scene.roomId, reason: 'disconnected' });
  });
});
