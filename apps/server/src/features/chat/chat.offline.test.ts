import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatDoctorsResponseSchema,
  chatMessagesResponseSchema,
  conversationsResponseSchema,
  messages,
} from '@solace/shared';
import { notifications } from '../../db/schema';
import { demoDoctors } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { bookedChatPeople, chatPeople, sendWithAck } from './chat-test-scene';

const m = messages.chat;

/**
 * Issue 22, point 11: a client writes to their own therapist while the therapist is offline; the
 * message waits, the therapist is told by the bell and by e-mail, and reads it when back.
 */
describe('chat with a therapist who is offline', () => {
  const ctx = useTestApp({ smtp: true });
  const pool = socketPool();
  const client = () => api(ctx.app);

  const doctorsSeenBy = async (token: string) =>
    chatDoctorsResponseSchema.parse((await client().get('/api/chat/doctors', token)).json());

  it('marks the client’s own therapist, stores the message, and rings the bell and the inbox', async () => {
    const { patient, doctor, otherDoctor, stranger } = await bookedChatPeople(ctx.app);
    const list = await doctorsSeenBy(patient.token);
    expect(list.find((d) => d.id === doctor.id)).toMatchObject({
      online: false,
      yourTherapist: true,
      medicalQuestions: false,
    });
    expect(list.find((d) => d.id === otherDoctor.id)).toMatchObject({ yourTherapist: false });
    // Whose therapist a doctor is, is told only to that client.
    const seenByStranger = await doctorsSeenBy(stranger.token);
    expect(seenByStranger.every((d) => !d.yourTherapist)).toBe(true);

    const { socket } = await pool.open(ctx.app, patient.token);
    const ack = await sendWithAck(socket, {
      text: 'I had a hard night. Can we talk on Thursday?',
      receiverId: doctor.id,
    });
    expect(ack).toMatchObject({ ok: true });

    const bell = await ctx.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    // (The booking rang it too: only the chat's notice is looked at here.)
    expect(bell.filter((notice) => notice.link?.startsWith('/liveChat'))).toEqual([
      expect.objectContaining({
        title: m.newMessage(patient.name),
        link: `/liveChat?with=${patient.id}`,
      }),
    ]);
    const doctorEmail = demoDoctors[0]!.email;
    // The booking mailed them too: the message's mail is the one with its link.
    const mail = await ctx.smtp.nextMailTo(doctorEmail, /liveChat\?with=/);
    expect(mail.decoded).toContain(m.awayMail.subject(patient.name));
    expect(mail.decoded).toContain(`/liveChat?with=${patient.id}`);
    // The message itself stays in the app: an inbox is less private.
    expect(mail.decoded).not.toContain('hard night');

    // Back online, the therapist finds it waiting, unread.
    const [conversation] = conversationsResponseSchema.parse(
      (await client().get('/api/chat/conversations', doctor.token)).json(),
    );
    expect(conversation).toMatchObject({ unread: 1, other: { id: patient.id } });
    const history = chatMessagesResponseSchema.parse(
      (
        await client().get(`/api/chat/conversations/${conversation!.id}/messages`, doctor.token)
      ).json(),
    );
    expect(history.map((message) => message.text)).toEqual([
      'I had a hard night. Can we talk on Thursday?',
    ]);
    const { socket: doctorTab } = await pool.open(ctx.app, doctor.token);
    const previous = collect(doctorTab, 'previousMessages');
    doctorTab.emit('getPreviousMessages', { userId: patient.id, doctorId: doctor.id });
    await eventually(() => previous.length === 1);
    expect(previous[0]!.map((message) => message.text)).toEqual([
      'I had a hard night. Can we talk on Thursday?',
    ]);
    pool.closeAll();
  });

  it('lets only a therapist choose the spec’s medical questions for their clients', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const choice = (token: string | undefined, body: unknown) =>
      client().put('/api/chat/question-choice', body, token);

    expect((await client().get('/api/chat/question-choice', doctor.token)).json()).toEqual({
      medicalQuestions: false,
    });
    expect((await choice(undefined, { medicalQuestions: true })).statusCode).toBe(401);
    const byClient = await choice(patient.token, { medicalQuestions: true });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toMatchObject({ message: m.onlyTherapists });
    const bad = await choice(doctor.token, { medicalQuestions: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ medicalQuestions: m.medicalQuestionsInvalid });

    const saved = await choice(doctor.token, { medicalQuestions: true });
    expect(saved.json()).toEqual({ medicalQuestions: true });
    const list = await doctorsSeenBy(patient.token);
    expect(list.find((d) => d.id === doctor.id)).toMatchObject({ medicalQuestions: true });
    expect(list.filter((d) => d.medicalQuestions)).toHaveLength(1);
  });
});
