import { describe, expect, it } from 'vitest';
import {
  clinicalMessages,
  createBookingResponseSchema,
  describeSessionTime,
  messages,
  type Language,
} from '@solace/shared';
import type { FastifyInstance } from 'fastify';
import { demoDoctors, demoPatient } from '../../db/seed-data';
import { addFreeSlot, hoursFromNow, later, signInDemoPeople } from '../../test/people';
import {
  bellOf,
  englishClient,
  expectMailIn,
  isIn,
  setReader,
  wordsIn,
} from '../../test/language-kit';
import { consentDirectly, textsOf } from '../../test/text-kit';
import { socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { sendWithAck } from '../chat/chat-test-scene';

const ZONE = { patient: 'Asia/Kolkata', doctor: 'Europe/London' } as const;
const LANGUAGES = ['hi', 'en'] as const satisfies readonly Language[];

/**
 * Issue 29: what one person causes reaches another in the receiver's language and zone (the
 * cause's request is English): availability alerts, questionnaire requests, the chat's away
 * notice, the safety alert, and the client's text message.
 */
describe("messages in the receiver's language", () => {
  const ctx = useTestApp({ smtp: true });
  const pool = socketPool();
  const client = () => englishClient(ctx.app);

  async function people(app: FastifyInstance, readers: { patient: Language; doctor: Language }) {
    const signedIn = await signInDemoPeople(app);
    await setReader(ctx.database.db, signedIn.patient.user.id, readers.patient, ZONE.patient);
    await setReader(ctx.database.db, signedIn.doctor.user.id, readers.doctor, ZONE.doctor);
    return signedIn;
  }
  async function book(doctor: { token: string; user: { id: string } }, patientToken: string) {
    const slotId = await addFreeSlot(ctx.app, doctor.token, 48);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: doctor.user.id },
      patientToken,
    );
    return createBookingResponseSchema.parse(res.json()).booking;
  }

  it.each(LANGUAGES)('tells a client reading %s of new free times', async (language) => {
    const { doctor, patient } = await people(ctx.app, { patient: language, doctor: 'en' });
    await client().post(`/api/doctors/${doctor.user.id}/availability-alerts`, {}, patient.token);
    const start = hoursFromNow(ctx.app, 30);
    await client().post(
      '/api/doctor/add-available-slots',
      { slots: [{ start_time: start, end_time: later(start, 50) }] },
      doctor.token,
    );
    const expected = wordsIn(language, () => {
      const when = describeSessionTime(new Date(start), ZONE.patient);
      const { notices, mail } = messages;
      return {
        mail: [
          mail.timesAdded.body(doctor.user.name, when),
          mail.timesAdded.subject(doctor.user.name),
          mail.timesAdded.why,
        ],
        notice: {
          title: notices.timesAdded.title,
          message: notices.timesAdded.message(doctor.user.name, when),
        },
      };
    });
    await expectMailIn(ctx.smtp, demoPatient.email, language, expected.mail);
    expect(await bellOf(ctx.app, patient.token)).toContainEqual(
      expect.objectContaining(expected.notice),
    );
  });

  it.each(LANGUAGES)(
    'asks a client reading %s for the questionnaires, and texts them the booking',
    async (language) => {
      const { doctor, patient } = await people(ctx.app, { patient: language, doctor: 'en' });
      await consentDirectly(ctx.app, patient.user.id, 'sms', '+447700900123');
      const booking = await book(doctor, patient.token);
      const res = await client().post(
        `/api/doctor/bookings/${booking.id}/questionnaire-request`,
        {},
        doctor.token,
      );
      expect(res.statusCode).toBe(200);
      const url = `${ctx.app.ctx.config.publicUrl}/questionnaires/${booking.id}`;
      const expected = wordsIn(language, () => {
        const when = describeSessionTime(new Date(booking.start_time), ZONE.patient);
        const c = clinicalMessages;
        return {
          mail: [c.requestMail.body(doctor.user.name, when, url), c.requestMail.subject],
          notice: {
            title: c.requestNotice.title,
            message: c.requestNotice.message(doctor.user.name, when),
          },
          text: (url: string) => messages.texts.confirmation(doctor.user.name, when, url),
        };
      });
      await expectMailIn(ctx.smtp, demoPatient.email, language, expected.mail);
      expect(await bellOf(ctx.app, patient.token)).toContainEqual(
        expect.objectContaining(expected.notice),
      );
      const [text] = await textsOf(ctx.app, patient.user.id);
      const videoUrl = text!.params![2]!;
      expect(videoUrl).toMatch(/\/video-chat\//);
      expect(text!.body).toBe(wordsIn(language, () => expected.text(videoUrl)));
      expect(isIn(language, text!.body ?? '')).toBe(true);
    },
  );

  it.each(LANGUAGES)(
    'tells an away therapist reading %s of a message, and of a client at risk',
    async (language) => {
      const { doctor, patient } = await people(ctx.app, { patient: 'en', doctor: language });
      const booking = await book(doctor, patient.token);
      const { socket } = await pool.open(ctx.app, patient.token);
      const ack = await sendWithAck(socket, { text: 'I want to die', receiverId: doctor.user.id });
      expect(ack).toMatchObject({ ok: true });

      const c = clinicalMessages;
      const expected = wordsIn(language, () => {
        const when = describeSessionTime(new Date(booking.start_time), ZONE.doctor);
        return {
          away: [
            messages.chat.awayMail.body(patient.user.name),
            messages.chat.awayMail.subject(patient.user.name),
          ],
          awayTitle: messages.chat.newMessage(patient.user.name),
          risk: [c.riskMail.subject],
          riskNotice: {
            title: c.riskNoticeTitle,
            message: c.riskNoticeMessage(patient.user.name, 'chat', when),
          },
        };
      });
      await expectMailIn(ctx.smtp, demoDoctors[0]!.email, language, expected.away);
      await expectMailIn(ctx.smtp, demoDoctors[0]!.email, language, expected.risk);
      const bell = await bellOf(ctx.app, doctor.token);
      expect(bell).toContainEqual(expect.objectContaining({ title: expected.awayTitle }));
      expect(bell).toContainEqual(expect.objectContaining(expected.riskNotice));
    },
  );
});
