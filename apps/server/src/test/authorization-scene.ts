import { randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createBookingResponseSchema, doctorSlotsResponseSchema } from '@solace/shared';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import {
  bookings,
  chatMessages,
  conversations,
  notifications,
  payments,
  slots,
  users,
} from '../db/schema';
import { insertDoctorProfile, insertUser } from '../features/accounts/accounts.repo';
import { createSession } from '../features/accounts/sessions.service';
import { sendMessage } from '../features/chat/chat.service';
import { api } from './api-helpers';
import { cheapPasswordHash } from './cheap-password-hash';
import { hoursFromNow, later, notifyNow } from './people';
import { testConfig } from './test-app';
import { TestClock } from './test-clock';
import { getTestDatabase, resetDatabase } from './test-database';

/**
 * The people and resources of the authorization matrix: patient A and therapist X own things,
 * patient B, therapist Y and an admin are strangers to them.
 */
export const CALLERS = [
  'anonymous',
  'patient A',
  'patient B',
  'therapist X',
  'therapist Y',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Person = Awaited<ReturnType<typeof makePerson>>;
export type Role = 'patient' | 'doctor' | 'admin';

/** Every person made here has this password. */
export const SCENE_PASSWORD = 'lantern-harbour-4417';

/**
 * One app on the shared test database, reset once for the file rather than before each test,
 * so people signed in once stay signed in. Each test makes the fresh scene it needs instead.
 */
export function useAppResetOnce() {
  const ctx = { clock: new TestClock() } as {
    app: FastifyInstance;
    database: Database;
    clock: TestClock;
  };
  beforeAll(async () => {
    ctx.database = await getTestDatabase();
    await resetDatabase(ctx.database, { demo: true });
    ctx.app = await buildApp(testConfig(), { database: ctx.database, clock: ctx.clock });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}

/**
 * A new account with a live session, made directly: one shared password hash, no sign-up limits.
 * A therapist gets a listed profile, as `createStaffAccount` gives one.
 */
export async function makePerson(app: FastifyInstance, role: Role, name: string) {
  const now = app.ctx.clock.now();
  const email = `${role}.${randomBytes(6).toString('hex')}@matrix.example`;
  const user = await insertUser(app.ctx.db, {
    role,
    name,
    email,
    phone: '+919800011122',
    passwordHash: await cheapPasswordHash(SCENE_PASSWORD),
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new Error(`${email} exists already`);
  if (role === 'doctor') {
    await insertDoctorProfile(app.ctx.db, {
      userId: user.id,
      specialization: 'Matrix',
      description: 'Made for one authorization test.',
      priceRupees: 1000,
    });
  }
  const token = await createSession(app.ctx.db, user.id, now);
  return { role, id: user.id, name, email, password: SCENE_PASSWORD, token };
}

/**
 * What one test case works on, all made for it alone: patient A, therapist X, X's free slot,
 * A's booking of X's other slot, a notification for each, A's chat message to X, and spare
 * times for a new slot.
 */
export async function makeScene(app: FastifyInstance) {
  const client = api(app);
  const patientA = await makePerson(app, 'patient', 'Patient A');
  const therapistX = await makePerson(app, 'doctor', 'Therapist X');
  const start = hoursFromNow(app, 48);
  const times = (minutes: number) => ({
    start_time: later(start, minutes),
    end_time: later(start, minutes + 50),
  });
  const added = await client.post(
    '/api/doctor/add-available-slots',
    { slots: [times(0), times(60)] },
    therapistX.token,
  );
  if (added.statusCode !== 200) throw new Error(`scene: add slots ${added.body}`);
  const own = doctorSlotsResponseSchema.parse(
    (await client.get('/api/doctor/available-slots', therapistX.token)).json(),
  );
  const [freeSlot, slotToBook] = own.available;
  if (!freeSlot || !slotToBook) throw new Error('scene: slots missing');
  const booked = await client.post(
    '/api/bookings/create',
    { slotId: slotToBook.id, doctorId: therapistX.id },
    patientA.token,
  );
  if (booked.statusCode !== 200) throw new Error(`scene: booking ${booked.body}`);
  const { booking } = createBookingResponseSchema.parse(booked.json());
  const notice = { title: 'For the matrix', message: 'Only its owner may read it.' };
  const notificationOfA = await notifyNow(app, patientA.id, notice);
  await notifyNow(app, therapistX.id, notice);
  const { message: chatMessage } = await sendMessage(app.ctx, patientA.id, {
    text: `For X alone ${randomBytes(6).toString('hex')}`,
    receiverId: therapistX.id,
  });
  const noteText = `In X's session note alone ${randomBytes(6).toString('hex')}`;
  const noted = await client.put(
    `/api/doctor/bookings/${booking.id}/note`,
    { template: 'free', version: 0, sections: { text: noteText } },
    therapistX.token,
  );
  if (noted.statusCode !== 200) throw new Error(`scene: session note ${noted.body}`);
  // A's payment for the booking (issue 26), paid, as the test checkout would have recorded it.
  const [paymentOfA] = await app.ctx.db
    .insert(payments)
    .values({
      userId: patientA.id,
      payerName: patientA.name,
      payerEmail: patientA.email,
      kind: 'session',
      bookingId: booking.id,
      therapistId: therapistX.id,
      therapistName: therapistX.name,
      provider: 'test',
      providerOrderId: `test_order_${randomBytes(8).toString('hex')}`,
      amountMinor: 100_000,
      currency: 'INR',
      description: 'Session with Therapist X',
      status: 'paid',
      providerPaymentId: `test_pay_${randomBytes(8).toString('hex')}`,
      paidAt: app.ctx.clock.now(),
      receiptNumber: `SOL-MATRIX-${randomBytes(6).toString('hex')}`,
    })
    .returning({ id: payments.id });
  return {
    /** A's payment for the booking. */
    paymentOfA: paymentOfA!,
    patientA,
    therapistX,
    freeSlot,
    /** X's private note on the booking (version 1, a draft). */
    noteText,
    booking,
    notificationOfA,
    /** A's message to X, in their conversation. */
    chatMessage,
    /** Times that overlap none of X's slots, for a new or moved slot. */
    spareTimes: times(120),
  };
}
export type Scene = Awaited<ReturnType<typeof makeScene>>;

/** A string only some callers may ever see, and who they are. */
export interface Secret {
  value: string;
  seenBy: Caller[];
}

/**
 * Strings that only some callers may ever see: A's booking and its video room, their
 * conversation and A's message in it (A and X), each one's notifications (the owner alone).
 */
export async function secretsOf(app: FastifyInstance, scene: Scene): Promise<Secret[]> {
  const notificationIds = async (userId: string) =>
    (
      await app.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).map((row) => row.id);
  const secrets: Secret[] = [
    { value: scene.booking.id, seenBy: ['patient A', 'therapist X'] },
    { value: scene.booking.roomId, seenBy: ['patient A', 'therapist X'] },
    { value: scene.chatMessage.conversationId, seenBy: ['patient A', 'therapist X'] },
    { value: scene.chatMessage.id, seenBy: ['patient A', 'therapist X'] },
    { value: scene.chatMessage.text, seenBy: ['patient A', 'therapist X'] },
    { value: scene.noteText, seenBy: ['therapist X'] },
  ];
  for (const id of await notificationIds(scene.patientA.id))
    secrets.push({ value: id, seenBy: ['patient A'] });
  for (const id of await notificationIds(scene.therapistX.id))
    secrets.push({ value: id, seenBy: ['therapist X'] });
  return secrets;
}

/** Everything A and X hold that a stranger's request must leave as it was. */
export async function holdingsOf(app: FastifyInstance, scene: Scene) {
  const db = app.ctx.db;
  const a = scene.patientA.id;
  const x = scene.therapistX.id;
  const byId = <T extends { id: string }>(rows: T[]) =>
    [...rows].sort((p, q) => p.id.localeCompare(q.id));
  return {
    accounts: byId(
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [a, x])),
    ),
    slots: byId(await db.select().from(slots).where(eq(slots.doctorId, x))),
    bookings: byId(
      await db
        .select()
        .from(bookings)
        .where(or(eq(bookings.patientId, a), eq(bookings.doctorId, x))),
    ),
    notifications: byId(
      await db
        .select()
        .from(notifications)
        .where(inArray(notifications.userId, [a, x])),
    ),
    conversations: byId(
      await db
        .select()
        .from(conversations)
        .where(or(eq(conversations.patientId, a), eq(conversations.doctorId, x))),
    ),
    chatMessages: byId(
      await db
        .select()
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .where(or(eq(conversations.patientId, a), eq(conversations.doctorId, x)))
        .then((rows) => rows.map((row) => row.messages)),
    ),
  };
}
