import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatMessagesResponseSchema,
  conversationSchema,
  conversationsResponseSchema,
  type Conversation,
} from '@solace/shared';
import { buildApp } from '../../app';
import { doctorProfiles, users } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import { addFreeSlot } from '../../test/people';
import { testConfig, useTestApp } from '../../test/test-app';
import { claimMessageTime, insertMessage } from './chat.repo';
import { sendMessage } from './chat.service';
import { chatPeople } from './chat-test-scene';

describe('live chat over HTTP', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const open = (token: string, withUserId: string) =>
    client().post('/api/chat/conversations', { withUserId }, token);
  const history = async (token: string, id: string, before?: string) => {
    const res = await client().get(
      `/api/chat/conversations/${id}/messages${before ? `?before=${before}` : ''}`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return chatMessagesResponseSchema.parse(res.json());
  };
  const conversations = async (token: string) =>
    conversationsResponseSchema.parse(
      (await client().get('/api/chat/conversations', token)).json(),
    );

  it('opens one conversation per patient and listed therapist', async () => {
    const { patient, doctor, otherDoctor } = await chatPeople(ctx.app);
    const res = await open(patient.token, doctor.id);
    expect(res.statusCode, res.body).toBe(200);
    const conversation = conversationSchema.parse(res.json());
    expect(conversation).toMatchObject({
      other: { id: doctor.id, name: doctor.name, role: 'doctor', online: false },
      lastMessage: null,
      unread: 0,
    });
    expect(conversation.other.specialization).not.toBe('');
    expect((await open(patient.token, doctor.id)).json<Conversation>().id).toBe(conversation.id);
    // A hidden therapist takes no new conversation.
    await ctx.app.ctx.db
      .update(doctorProfiles)
      .set({ listed: false })
      .where(eq(doctorProfiles.userId, otherDoctor.id));
    expect((await open(patient.token, otherDoctor.id)).json()).toMatchObject({
      code: 'CHAT_NOT_ALLOWED',
    });
  });

  it('lets a therapist open a conversation only with patients who wrote or booked', async () => {
    const { patient, doctor, stranger } = await chatPeople(ctx.app);
    const refused = await open(doctor.token, patient.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CHAT_NOT_ALLOWED' });
    const slotId = await addFreeSlot(ctx.app, doctor.token);
    const booked = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.id },
      patient.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await open(doctor.token, patient.id)).statusCode).toBe(200);

    await sendMessage(ctx.app.ctx, stranger.id, { text: 'Hello', receiverId: doctor.id });
    expect((await open(doctor.token, stranger.id)).statusCode).toBe(200);
    // Nobody else: not a patient to a patient, not to an unknown person.
    expect((await open(patient.token, stranger.id)).statusCode).toBe(403);
    expect((await open(patient.token, crypto.randomUUID())).statusCode).toBe(404);
    expect((await open(patient.token, 'not-an-id')).statusCode).toBe(400);
  });

  it('pages back through history, 50 at a time, oldest first', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const db = ctx.app.ctx.db;
    const start = ctx.clock.now();
    for (let i = 0; i < 120; i += 1) {
      // The same instant for all: messages still keep the order they were written in.
      const conversation = await claimMessageTime(db, patient.id, doctor.id, start);
      await insertMessage(db, {
        conversationId: conversation.id,
        senderId: i % 3 === 0 ? doctor.id : patient.id,
        body: `message ${i}`,
        sentAt: conversation.updatedAt,
      });
    }
    const [conversation] = await conversations(patient.token);
    const texts = (page: { text: string }[]) => page.map((m) => m.text);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `message ${from + i}`);
    const newest = await history(patient.token, conversation!.id);
    expect(texts(newest)).toEqual(range(70, 120));
    const older = await history(patient.token, conversation!.id, newest[0]!.id);
    expect(texts(older)).toEqual(range(20, 70));
    const oldest = await history(doctor.token, conversation!.id, older[0]!.id);
    expect(texts(oldest)).toEqual(range(0, 20));
    expect(await history(doctor.token, conversation!.id, oldest[0]!.id)).toEqual([]);
    expect(oldest[0]).toMatchObject({ userId: doctor.id, receiverId: patient.id, role: 'doctor' });
  });

  it('keeps conversations from everyone else, admins included', async () => {
    const { patient, doctor, otherDoctor, stranger } = await chatPeople(ctx.app);
    const admin = await makePerson(ctx.app, 'admin', 'Admin');
    const { message: sent } = await sendMessage(ctx.app.ctx, patient.id, {
      text: 'Something private',
      receiverId: doctor.id,
    });
    const paths = [
      `/api/chat/conversations/${sent.conversationId}/messages`,
      `/api/chat/conversations/${sent.conversationId}/messages?before=${sent.id}`,
    ];
    for (const token of [stranger.token, otherDoctor.token, admin.token]) {
      for (const path of paths) {
        const res = await client().get(path, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
      }
      const read = await client().post(
        `/api/chat/conversations/${sent.conversationId}/read`,
        {},
        token,
      );
      expect(read.statusCode).toBe(404);
      expect(await conversations(token)).toEqual([]);
      expect((await open(token, patient.id)).statusCode).toBe(403);
    }
    expect((await client().get(paths[0]!)).statusCode).toBe(401);
  });

  it('lists conversations newest first with unread counts, and marks them read', async () => {
    const { patient, doctor, stranger } = await chatPeople(ctx.app);
    const send = (from: string, to: string, text: string) => {
      ctx.clock.advance(1000);
      return sendMessage(ctx.app.ctx, from, { text, receiverId: to });
    };
    await send(patient.id, doctor.id, 'one');
    await send(patient.id, doctor.id, 'two');
    await send(stranger.id, doctor.id, 'three');
    const list = await conversations(doctor.token);
    expect(list.map((c) => [c.other.id, c.unread, c.lastMessage?.text])).toEqual([
      [stranger.id, 1, 'three'],
      [patient.id, 2, 'two'],
    ]);
    expect(list[1]!.other).toMatchObject({ role: 'patient', specialization: '', online: false });
    const read = await client().post(
      `/api/chat/conversations/${list[1]!.id}/read`,
      {},
      doctor.token,
    );
    expect(read.json()).toEqual({ success: true, unread: 1 });
    await send(doctor.id, patient.id, 'answer');
    expect((await conversations(doctor.token)).map((c) => c.unread)).toEqual([0, 1]);
    expect((await conversations(patient.token))[0]).toMatchObject({ unread: 1 });
  });

  it('keeps an acknowledged message across a restart', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const { message: sent } = await sendMessage(ctx.app.ctx, patient.id, {
      text: 'Written before the restart',
      receiverId: doctor.id,
    });
    const restarted = await buildApp(testConfig(), { database: ctx.database, clock: ctx.clock });
    try {
      const res = await api(restarted).get(
        `/api/chat/conversations/${sent.conversationId}/messages`,
        doctor.token,
      );
      expect(res.json()).toEqual([sent]);
    } finally {
      await restarted.close();
    }
  });

  it('takes the conversations away with the account', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    await sendMessage(ctx.app.ctx, patient.id, { text: 'Bye', receiverId: doctor.id });
    await ctx.app.ctx.db.delete(users).where(eq(users.id, patient.id));
    expect(await conversations(doctor.token)).toEqual([]);
  });
});
