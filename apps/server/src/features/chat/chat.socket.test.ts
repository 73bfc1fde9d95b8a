import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, messages } from '@solace/shared';
import { chatMessages, notifications } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, roundTrip, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { signedInAdmin } from '../admin/admin-test-kit';
import { chatPeople, sendWithAck } from './chat-test-scene';

describe('live chat over the socket', () => {
  const ctx = useTestApp();
  const pool = socketPool();
  afterEach(() => pool.closeAll());
  const connected = async (token: string, query?: Record<string, string>) => {
    const { socket, outcome } = await pool.open(ctx.app, token, query);
    expect(outcome).toBe('connected');
    return socket;
  };
  const storedMessages = () => ctx.app.ctx.db.select().from(chatMessages);

  it('refuses a socket without a session', async () => {
    expect((await pool.open(ctx.app)).outcome).toBe('unauthorized');
    expect((await pool.open(ctx.app, 'not-a-session')).outcome).toBe('unauthorized');
  });

  it('delivers a message to every tab of both people, and acknowledges the stored one', async () => {
    const { patient, doctor, stranger } = await chatPeople(ctx.app);
    const tabs = await Promise.all([
      connected(patient.token),
      connected(patient.token),
      connected(doctor.token),
      connected(doctor.token),
    ]);
    const outsider = await connected(stranger.token);
    const received = tabs.map((tab) => collect(tab, 'chatMessage'));
    const leaked = collect(outsider, 'chatMessage');

    const ack = await sendWithAck(tabs[0]!, {
      text: 'Hello, doctor',
      receiverId: doctor.id,
      clientId: 'local-1',
    });
    expect(ack).toMatchObject({ ok: true, clientId: 'local-1' });
    if (!ack.ok) return;
    const [stored] = await storedMessages();
    expect(ack.message).toEqual({
      id: stored!.id,
      conversationId: stored!.conversationId,
      userId: patient.id,
      name: patient.name,
      text: 'Hello, doctor',
      avatar: null,
      time: stored!.sentAt.getTime(),
      role: 'patient',
      receiverId: doctor.id,
    });
    expect(Math.abs(ack.message.time - ctx.clock.now().getTime())).toBeLessThan(2000);
    await eventually(() => received.every((list) => list.length === 1));
    // The sender's tabs get the send's id back (the sending tab knows its message by it); the
    // therapist's tabs do not.
    for (const list of received.slice(0, 2)) {
      expect(list).toEqual([{ ...ack.message, clientId: 'local-1' }]);
    }
    for (const list of received.slice(2)) expect(list).toEqual([ack.message]);

    // The therapist answers: the patient wrote first.
    const answer = await sendWithAck(tabs[2]!, { text: 'Hello!', receiverId: patient.id });
    expect(answer).toMatchObject({ ok: true, message: { userId: doctor.id, role: 'doctor' } });
    await eventually(() => received.every((list) => list.length === 2));
    await roundTrip(ctx.app, outsider, stranger.id);
    expect(leaked).toEqual([]);
  });

  it('stores a message sent again after its acknowledgement was lost once, and answers the same', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const [tab, otherTab] = await Promise.all([connected(patient.token), connected(patient.token)]);
    const therapistTab = await connected(doctor.token);
    const send = (on: typeof tab, clientId: string) =>
      sendWithAck(on, { text: 'Are we still on for Friday?', receiverId: doctor.id, clientId });

    const first = await send(tab, 'tab-a-1');
    // The same message sent again (an acknowledgement lost to a restart), and twice at once.
    const again = await send(tab, 'tab-a-1');
    const racing = await Promise.all([send(tab, 'tab-a-2'), send(otherTab, 'tab-a-2')]);
    expect(first.ok && again.ok && racing.every((ack) => ack.ok)).toBe(true);
    if (!first.ok || !again.ok || !racing[0].ok || !racing[1].ok) return;
    expect(again.message).toEqual(first.message);
    expect(racing[1].message).toEqual(racing[0].message);
    expect(racing[0].message.id).not.toBe(first.message.id);
    expect((await storedMessages()).map((row) => row.id).sort()).toEqual(
      [first.message.id, racing[0].message.id].sort(),
    );

    // Another sender's ids are theirs: the same id from the therapist is a message of its own.
    const reply = await sendWithAck(therapistTab, {
      text: 'Yes, see you then.',
      receiverId: patient.id,
      clientId: 'tab-a-1',
    });
    expect(reply.ok && reply.message.userId).toBe(doctor.id);
    expect(await storedMessages()).toHaveLength(3);
  });

  it('refuses an id already used for another message, never handing that message to anyone else', async () => {
    const { patient, doctor, otherDoctor } = await chatPeople(ctx.app);
    const tab = await connected(patient.token);
    const otherTherapist = await connected(otherDoctor.token);
    const leaked = collect(otherTherapist, 'chatMessage');
    const first = await sendWithAck(tab, {
      text: 'Only for my therapist',
      receiverId: doctor.id,
      clientId: 'reused-1',
    });
    expect(first.ok).toBe(true);

    // The same id to another therapist (no conversation yet), and with other words to the first.
    for (const [receiverId, text] of [
      [otherDoctor.id, 'Hello, second therapist'],
      [doctor.id, 'Other words'],
    ] as const) {
      expect(await sendWithAck(tab, { text, receiverId, clientId: 'reused-1' })).toEqual({
        ok: false,
        code: 'VALIDATION_FAILED',
        error: messages.http.invalidInput,
      });
    }
    await roundTrip(ctx.app, otherTherapist, otherDoctor.id);
    expect(leaked).toEqual([]);
    expect((await storedMessages()).map((row) => row.body)).toEqual(['Only for my therapist']);
  });

  it('takes identity from the session, whatever the query and the payload claim', async () => {
    const { patient, doctor, stranger } = await chatPeople(ctx.app);
    const own = await connected(patient.token);
    expect(await sendWithAck(own, { text: 'Private words', receiverId: doctor.id })).toMatchObject({
      ok: true,
    });
    const claimed = JSON.stringify({ _id: patient.id, id: patient.id, role: 'patient' });
    const impostor = await connected(stranger.token, { user: claimed, doctorId: doctor.id });
    const history = collect(impostor, 'previousMessages');
    impostor.emit('getPreviousMessages', { userId: patient.id, doctorId: doctor.id });
    await eventually(() => history.length === 1);
    expect(history[0]).toEqual([]);

    const ack = await sendWithAck(impostor, {
      text: 'Who am I?',
      receiverId: doctor.id,
      userId: patient.id,
      name: patient.name,
      role: 'doctor',
    });
    expect(ack).toMatchObject({ ok: true, message: { userId: stranger.id, name: stranger.name } });
    impostor.emit('getPreviousMessages', { userId: patient.id, doctorId: doctor.id });
    await eventually(() => history.length === 2);
    expect(history[1]!.map((m) => m.text)).toEqual(['Who am I?']);
  });

  it('lets no third party read or write a conversation', async () => {
    const { patient, doctor, otherDoctor } = await chatPeople(ctx.app);
    const mine = await connected(patient.token);
    await sendWithAck(mine, { text: 'Only for my therapist', receiverId: doctor.id });

    // Another therapist has neither a message nor a booking from this patient.
    const other = await connected(otherDoctor.token);
    const errors = collect(other, 'chatError');
    const history = collect(other, 'previousMessages');
    expect(await sendWithAck(other, { text: 'Hi', receiverId: patient.id })).toEqual({
      ok: false,
      code: 'CHAT_NOT_ALLOWED',
      error: messages.chat.notAllowed,
    });
    other.emit('getPreviousMessages', { userId: patient.id, doctorId: doctor.id });
    await eventually(() => history.length === 1 && errors.length === 1);
    expect(history[0]).toEqual([]);
    expect(errors[0]).toMatchObject({ code: 'CHAT_NOT_ALLOWED' });
    // A therapist cannot write to a therapist, nor anyone to themselves.
    expect(await sendWithAck(other, { text: 'Hi', receiverId: doctor.id })).toMatchObject({
      ok: false,
      code: 'CHAT_NOT_ALLOWED',
    });
    expect(await sendWithAck(mine, { text: 'Me', receiverId: patient.id })).toMatchObject({
      ok: false,
    });
    expect(await storedMessages()).toHaveLength(1);
  });

  it('refuses a message to a deactivated therapist, even in a conversation that exists', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    expect(await sendWithAck(socket, { text: 'Before', receiverId: doctor.id })).toMatchObject({
      ok: true,
    });
    const { call } = await signedInAdmin(ctx.app);
    expect((await call('POST', `/api/admin/therapists/${doctor.id}/deactivate`)).statusCode).toBe(
      200,
    );
    // The answer a therapist who is not listed gets: nothing to tell the two cases apart.
    const refusal = { ok: false, code: 'CHAT_NOT_ALLOWED', error: messages.chat.notAllowed };
    expect(await sendWithAck(socket, { text: 'After', receiverId: doctor.id })).toEqual(refusal);
    const opened = await api(ctx.app).post(
      '/api/chat/conversations',
      { withUserId: doctor.id },
      patient.token,
    );
    // The history stays readable; only writing is refused.
    expect(opened.statusCode).toBe(200);
    expect((await storedMessages()).map((row) => row.body)).toEqual(['Before']);
  });

  it('sends the newest 50 messages, oldest first, as previousMessages', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    for (let i = 1; i <= 55; i += 1) {
      if (i % 20 === 0) ctx.clock.advance(10_000); // past the rate limit's window
      expect(await sendWithAck(socket, { text: `m${i}`, receiverId: doctor.id })).toMatchObject({
        ok: true,
      });
    }
    const doctorSocket = await connected(doctor.token);
    const history = collect(doctorSocket, 'previousMessages');
    doctorSocket.emit('getPreviousMessages', { userId: patient.id, doctorId: doctor.id });
    await eventually(() => history.length === 1);
    expect(history[0]!.map((m) => m.text)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${i + 6}`),
    );
  });

  it('refuses a message over 2,000 characters and bad payloads, storing nothing', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    const errors = collect(socket, 'chatError');
    const tooLong = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    expect(await sendWithAck(socket, { text: tooLong, receiverId: doctor.id })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      error: messages.chat.tooLong,
    });
    expect(await sendWithAck(socket, { text: '   ', receiverId: doctor.id })).toMatchObject({
      ok: false,
      error: messages.chat.empty,
    });
    socket.emit('chatMessage', 42 as never);
    socket.emit('getPreviousMessages', 'nonsense' as never);
    await eventually(() => errors.length === 4);
    expect(await storedMessages()).toEqual([]);
    const longest = 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    expect(await sendWithAck(socket, { text: longest, receiverId: doctor.id })).toMatchObject({
      ok: true,
      message: { text: longest },
    });
    expect(socket.connected).toBe(true);
  });

  it('allows 20 messages in 10 seconds, then refuses until the window has passed', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    const errors = collect(socket, 'chatError');
    for (let i = 0; i < 20; i += 1) {
      expect(await sendWithAck(socket, { text: `#${i}`, receiverId: doctor.id })).toMatchObject({
        ok: true,
      });
    }
    expect(await sendWithAck(socket, { text: 'one more', receiverId: doctor.id })).toEqual({
      ok: false,
      code: 'CHAT_TOO_FAST',
      error: messages.chat.tooFast,
    });
    await eventually(() => errors.length === 1);
    expect(await storedMessages()).toHaveLength(20);
    ctx.clock.advance(10_000);
    expect(await sendWithAck(socket, { text: 'later', receiverId: doctor.id })).toMatchObject({
      ok: true,
    });
  });

  it('notifies someone away once per conversation every 10 minutes', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    const noticesOf = (userId: string) =>
      ctx.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    const send = (text: string) => sendWithAck(socket, { text, receiverId: doctor.id });

    await send('Are you there?');
    expect(await noticesOf(doctor.id)).toEqual([
      expect.objectContaining({
        title: messages.chat.newMessage(patient.name),
        message: 'Are you there?',
        link: `/liveChat?with=${patient.id}`,
        read: false,
      }),
    ]);
    ctx.clock.advance(9 * 60_000);
    await send('Still waiting');
    expect(await noticesOf(doctor.id)).toHaveLength(1);
    ctx.clock.advance(60_000);
    await send('Hello again');
    expect(await noticesOf(doctor.id)).toHaveLength(2);

    // While the therapist has a tab open, nothing goes to the bell.
    ctx.clock.advance(11 * 60_000);
    await connected(doctor.token);
    await send('Now you are here');
    expect(await noticesOf(doctor.id)).toHaveLength(2);
    expect(await noticesOf(patient.id)).toEqual([]);
  });

  it('tells signed-in sockets when a therapist comes online and goes offline', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const watcher = await connected(patient.token);
    const all = collect(watcher, 'presence');
    const presence = { get: () => all.filter((p) => p.userId === doctor.id) };
    const doctorsOnline = async () => {
      const res = await api(ctx.app).get('/api/chat/doctors', patient.token);
      const list = res.json<{ id: string; online: boolean }[]>();
      return list.find((d) => d.id === doctor.id)?.online;
    };
    expect(await doctorsOnline()).toBe(false);
    const first = await connected(doctor.token);
    const second = await connected(doctor.token);
    // Each connect and disconnect announces the therapist as they stand then, in turn.
    await eventually(() => presence.get().length === 2);
    expect(presence.get()).toEqual([
      { userId: doctor.id, online: true },
      { userId: doctor.id, online: true },
    ]);
    expect(await doctorsOnline()).toBe(true);
    first.close();
    // The first tab's goodbye is an announcement of its own: still online, the other tab stays.
    await eventually(() => presence.get().length === 3);
    expect(presence.get()[2]).toEqual({ userId: doctor.id, online: true });
    expect(await doctorsOnline()).toBe(true);
    second.close();
    await eventually(() => presence.get().length === 4);
    expect(presence.get()[3]).toEqual({ userId: doctor.id, online: false });
    expect(await doctorsOnline()).toBe(false);
  });

  it('disconnects the chat socket at logout', async () => {
    const { patient } = await chatPeople(ctx.app);
    const socket = await connected(patient.token);
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));
    await api(ctx.app).post('/api/logout', {}, patient.token);
    await closed;
    expect(socket.connected).toBe(false);
  });
});
