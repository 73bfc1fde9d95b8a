import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicalMessages, riskSignalSchema } from '@solace/shared';
import { demoDoctors } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect, socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { bookedChatPeople, sendWithAck } from './chat-test-scene';

const c = clinicalMessages;
const CRISIS = 'I do not know what to do any more. Sometimes I want to end my life.';

/**
 * Issue 25, the safety net in chat: a client who writes crisis words sees the crisis lines at
 * once; when their therapist is away, the therapist gets the same urgent alert as for a PHQ-9
 * item 9, with the message it came from.
 */
describe('crisis words in chat', () => {
  const ctx = useTestApp({ smtp: true });
  const pool = socketPool();
  afterEach(() => pool.closeAll());
  const client = () => api(ctx.app);

  async function countSignals(where = sql`true`) {
    const result = (await ctx.app.ctx.db.execute(
      sql`select count(*)::int as n from risk_signals where ${where}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  it('shows the client the crisis lines and alerts the away therapist once, naming the client and the next session', async () => {
    const { patient, doctor, booking } = await bookedChatPeople(ctx.app);
    const { socket } = await pool.open(ctx.app, patient.token);

    const ack = await sendWithAck(socket, { text: CRISIS, receiverId: doctor.id });
    expect(ack).toMatchObject({ ok: true, crisisLines: true });
    expect(await countSignals(sql`source = 'chat'`)).toBe(1);

    const mail = await ctx.smtp.nextMailTo(demoDoctors[0]!.email, /Urgent/);
    expect(mail.decoded).toContain(patient.name);
    expect(mail.decoded).toContain('crisis phrases, not a diagnosis');
    // The words themselves stay in the app: an inbox is less private.
    expect(mail.decoded).not.toContain('end my life');

    // A burst of such messages is one alert, not one each, while it waits.
    const again = await sendWithAck(socket, { text: 'I want to die', receiverId: doctor.id });
    expect(again).toMatchObject({ ok: true, crisisLines: true });
    expect(await countSignals()).toBe(1);

    const open = (await client().get('/api/doctor/risk-signals', doctor.token)).json() as {
      items: unknown[];
    };
    const signal = riskSignalSchema.parse(open.items[0]);
    expect(signal).toMatchObject({
      source: 'chat',
      clientId: patient.id,
      clientName: patient.name,
      bookingId: booking.id,
      acknowledgedAt: null,
    });
    const page = await client().get(`/api/doctor/risk-signals/${signal.id}`, doctor.token);
    expect(riskSignalSchema.parse(page.json())).toEqual(signal);

    const ackd = await client().post(
      `/api/doctor/risk-signals/${signal.id}/acknowledge`,
      {},
      doctor.token,
    );
    expect(ackd.statusCode).toBe(200);
    // Acknowledged, the next crisis words are a new alert.
    await sendWithAck(socket, { text: 'i keep thinking about suicide', receiverId: doctor.id });
    expect(await countSignals()).toBe(2);
  });

  it('alerts nobody when the therapist is there to read it, and still shows the client the lines', async () => {
    const { patient, doctor } = await bookedChatPeople(ctx.app);
    const therapist = await pool.open(ctx.app, doctor.token);
    const received = collect(therapist.socket, 'chatMessage');
    const { socket } = await pool.open(ctx.app, patient.token);

    const ack = await sendWithAck(socket, { text: CRISIS, receiverId: doctor.id });
    expect(ack).toMatchObject({ ok: true, crisisLines: true });
    await eventually(() => received.some((message) => message.text === CRISIS));
    // The therapist's copy carries nothing but the message.
    expect(received.find((message) => message.text === CRISIS)).not.toHaveProperty('crisisLines');
    expect(await countSignals()).toBe(0);
  });

  it('takes ordinary words and a therapist’s own words as they are', async () => {
    const { patient, doctor } = await bookedChatPeople(ctx.app);
    const { socket } = await pool.open(ctx.app, patient.token);
    const calm = await sendWithAck(socket, {
      text: 'This traffic is killing me, I may be five minutes late.',
      receiverId: doctor.id,
    });
    expect(calm).toMatchObject({ ok: true });
    expect(calm).not.toHaveProperty('crisisLines');

    const therapist = await pool.open(ctx.app, doctor.token);
    const fromTherapist = await sendWithAck(therapist.socket, {
      text: 'If you ever want to end your life or kill yourself, call 14416 at once.',
      receiverId: patient.id,
    });
    expect(fromTherapist).not.toHaveProperty('crisisLines');
    expect(await countSignals()).toBe(0);
  });

  it('answers another therapist’s look at the alert with 404, and logs the owner’s read', async () => {
    const { patient, doctor, otherDoctor } = await bookedChatPeople(ctx.app);
    const { socket } = await pool.open(ctx.app, patient.token);
    await sendWithAck(socket, { text: CRISIS, receiverId: doctor.id });
    const [{ id }] = (
      (await ctx.app.ctx.db.execute(sql`select id from risk_signals`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows as [{ id: string }];
    const other = await client().get(`/api/doctor/risk-signals/${id}`, otherDoctor.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: c.riskSignalNotFound });
    await client().get(`/api/doctor/risk-signals/${id}`, doctor.token);
    const log = (await client().get('/api/profile/access-log', patient.token)).json() as {
      items: { what: string; readerName: string }[];
    };
    expect(log.items).toEqual([
      expect.objectContaining({ what: 'risk_signal', readerName: doctor.name }),
    ]);
  });
});
