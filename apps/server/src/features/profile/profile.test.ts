import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  messages,
  myAppointmentsResponseSchema,
  personalDataExportSchema,
} from '@solace/shared';
import { DEMO_PASSWORD, demoDoctors, demoPatient } from '../../db/seed-data';
import { api } from '../../test/api-helpers';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { mailedSignupToken } from '../../test/signup-kit';
import { useTestApp } from '../../test/test-app';
import { sendMessage } from '../chat/chat.service';
import { bookedRoom } from '../video/video-test-scene';
import { postRoomMessage } from '../video/video.service';

describe('profile', () => {
  const ctx = useTestApp({ smtp: true });
  const client = () => api(ctx.app);
  const otherUser = async () =>
    (await client().login(demoDoctors[0]!.email, DEMO_PASSWORD, '/api/DocLogin')).user;

  describe('PUT /api/profile', () => {
    it('renames the signed-in user and records it', async () => {
      const { token, user } = await client().login();
      const res = await client().put(
        '/api/profile',
        { userId: user.id, name: '  Priya P.  ' },
        token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { id: user.id, name: 'Priya P.' } });
      expect((await client().get('/api/check-login', token)).json()).toMatchObject({
        user: { name: 'Priya P.' },
      });
      const history = (await client().get(`/api/profile/history/${user.id}`, token)).json() as {
        activity: string;
      }[];
      expect(history[0]?.activity).toBe('Changed name');
    });

    it('answers an empty name with the spec message', async () => {
      const { token, user } = await client().login();
      const res = await client().put('/api/profile', { userId: user.id, name: '   ' }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Name cannot be empty or user data is not available',
      });
    });

    it('refuses to rename someone else (403) and anyone without a session (401)', async () => {
      const { token } = await client().login();
      const other = await otherUser();
      expect(
        (await client().put('/api/profile', { userId: other.id, name: 'Hacked' }, token))
          .statusCode,
      ).toBe(403);
      expect(
        (await client().put('/api/profile', { userId: other.id, name: 'Hacked' })).statusCode,
      ).toBe(401);
    });
  });

  describe('PUT /api/profile/phone', () => {
    it('takes a number typed the local way, stores it as E.164 and records it', async () => {
      const { token } = await client().login();
      const res = await client().put('/api/profile/phone', { phone: '098765 43210' }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { phone: '+919876543210' } });
      const { user } = (await client().get('/api/check-login', token)).json() as {
        user: { id: string; phone: string };
      };
      expect(user.phone).toBe('+919876543210');
      const history = (await client().get(`/api/profile/history/${user.id}`, token)).json() as {
        activity: string;
      }[];
      expect(history[0]?.activity).toBe('Changed phone number');
    });

    it('refuses a number that is not one with the field and its message, changing nothing', async () => {
      const { token, user } = await client().login();
      const res = await client().put('/api/profile/phone', { phone: '12ab' }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { phone: messages.accounts.phoneCharacters },
      });
      const now = (await client().get('/api/check-login', token)).json() as {
        user: { phone: string | null };
      };
      expect(now.user.phone).toBe(user.phone);
    });

    it('answers without a session with 401', async () => {
      const res = await client().put('/api/profile/phone', { phone: '+919876543210' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/profile/history/{userId}', () => {
    it('lists the own history newest first with timestamps', async () => {
      const first = await client().login();
      ctx.clock.advance(1000);
      await client().post('/api/logout', {}, first.token);
      ctx.clock.advance(1000);
      const { token, user } = await client().login();
      const history = (await client().get(`/api/profile/history/${user.id}`, token)).json() as {
        timestamp: string;
        activity: string;
      }[];
      expect(history.map((h) => h.activity)).toEqual(['Logged in', 'Logged out', 'Logged in']);
      const times = history.map((h) => Date.parse(h.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("answers another user's history with 403", async () => {
      const { token } = await client().login();
      const other = await otherUser();
      const res = await client().get(`/api/profile/history/${other.id}`, token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Logged in');
    });
  });

  describe('POST /api/changepassword from the profile', () => {
    const change = (token: string, body: Record<string, string>) =>
      client().post('/api/changepassword', body, token);

    it('checks the current password, then ends the other sessions but this one', async () => {
      const elsewhere = await client().login();
      const { token, user } = await client().login();
      const body = {
        userId: user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'steady-breath-99',
        confirmPassword: 'steady-breath-99',
      };
      const wrong = await change(token, { ...body, currentPassword: 'not-it-at-all' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'Current password is incorrect.' });

      const res = await change(token, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Password updated successfully' });
      expect((await client().get('/api/check-login', token)).statusCode).toBe(200);
      expect((await client().get('/api/check-login', elsewhere.token)).statusCode).toBe(401);
      await client().login(demoPatient.email, 'steady-breath-99');
    });

    it.each([
      [{ newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh2' }, 'New passwords do not match'],
      [
        { newPassword: 'short', confirmPassword: 'short' },
        'New password must be at least 8 characters long',
      ],
      [{ currentPassword: '' }, 'All fields are required.'],
    ])('answers %j with the spec message', async (change_, message) => {
      const { token, user } = await client().login();
      const res = await change(token, {
        userId: user.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'steady-breath-99',
        confirmPassword: 'steady-breath-99',
        ...change_,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    });

    it('answers 429 with the spec message after 5 attempts in 15 minutes', async () => {
      const { token, user } = await client().login();
      const body = {
        userId: user.id,
        currentPassword: 'guess-number-x',
        newPassword: 'steady-breath-99',
        confirmPassword: 'steady-breath-99',
      };
      for (let i = 0; i < 5; i++) expect((await change(token, body)).statusCode).toBe(400);
      const limited = await change(token, { ...body, currentPassword: DEMO_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'Too many password change attempts. Please try again later.',
      });
      ctx.clock.advance(16 * 60_000);
      expect((await change(token, { ...body, currentPassword: DEMO_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it("refuses to change another user's password", async () => {
      const { token } = await client().login();
      const other = await otherUser();
      const res = await change(token, {
        userId: other.id,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'steady-breath-99',
        confirmPassword: 'steady-breath-99',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('the own data', () => {
    it('exports everything stored about the user, without secrets', async () => {
      const { token, user } = await client().login();
      const demoDoctorId = (
        await client().login(demoDoctors[0]!.email, DEMO_PASSWORD, '/api/DocLogin')
      ).user.id;
      await sendMessage(ctx.app.ctx, user.id, {
        text: 'Is Thursday still fine?',
        receiverId: demoDoctorId,
      });
      const res = await client().get('/api/profile/export', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="solace-my-data-/);
      const data = personalDataExportSchema.parse(res.json());
      expect(data.chatMessages).toEqual([
        expect.objectContaining({ from: demoPatient.name, text: 'Is Thursday still fine?' }),
      ]);
      expect(data.account).toMatchObject({
        id: user.id,
        email: demoPatient.email,
        age: demoPatient.age,
      });
      expect(data.history.length).toBeGreaterThan(0);
      expect(data.sessions.length).toBe(1);
      expect(res.body).not.toMatch(/argon2|password_?hash|token_?hash/i);
      expect((await client().get('/api/profile/export')).statusCode).toBe(401);
    });

    it("exports the room chat of the user's own sessions, both sides, and no one else's", async () => {
      const app = ctx.app;
      const scene = await bookedRoom(app);
      await postRoomMessage(app.ctx, scene.roomId, scene.patient.id, 'Can you hear me?');
      await postRoomMessage(app.ctx, scene.roomId, scene.doctor.id, 'Yes, clearly.');
      // Another booking's room, between two other people, with its own chat.
      const slotId = await addFreeSlot(app, scene.otherDoctor.token, 0.1);
      const other = await client().post(
        '/api/bookings/create',
        { slotId, doctorId: scene.otherDoctor.id },
        scene.stranger.token,
      );
      expect(other.statusCode).toBe(200);
      const { booking: otherBooking } = createBookingResponseSchema.parse(other.json());
      await postRoomMessage(app.ctx, otherBooking.roomId, scene.stranger.id, 'Not yours to read');

      for (const person of [scene.patient, scene.doctor]) {
        const res = await client().get('/api/profile/export', person.token);
        expect(res.statusCode).toBe(200);
        expect(personalDataExportSchema.parse(res.json()).videoRoomMessages).toEqual([
          expect.objectContaining({
            bookingId: scene.booking.id,
            from: scene.patient.name,
            text: 'Can you hear me?',
          }),
          expect.objectContaining({
            bookingId: scene.booking.id,
            from: scene.doctor.name,
            text: 'Yes, clearly.',
          }),
        ]);
        expect(res.body).not.toContain('Not yours to read');
      }
      const stranger = await client().get('/api/profile/export', scene.stranger.token);
      expect(personalDataExportSchema.parse(stranger.json()).videoRoomMessages).toEqual([
        expect.objectContaining({ bookingId: otherBooking.id, text: 'Not yours to read' }),
      ]);
    });

    it('deletes the account with the current password, and ends its sessions', async () => {
      const { token } = await client().login();
      const wrong = await client().delete('/api/profile', { password: 'not-it-at-all' }, token);
      expect(wrong.statusCode).toBe(400);
      const res = await client().delete('/api/profile', { password: DEMO_PASSWORD }, token);
      expect(res.statusCode).toBe(200);
      expect((await client().get('/api/check-login', token)).statusCode).toBe(401);
      const login = await client().post('/api/login', {
        email: demoPatient.email,
        password: DEMO_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
      // The address is free again.
      const signup = await client().post('/api/signup', {
        Name: 'Priya Again',
        Password: 'fresh-start-2026',
        confirmPassword: 'fresh-start-2026',
        Age: 29,
        Email: demoPatient.email,
        PhoneNumber: '+919812345678',
      });
      expect(signup.statusCode).toBe(202);
      await mailedSignupToken(ctx.smtp, demoPatient.email);
    });

    it('a therapist’s deletion leaves their clients the record of the cancelled sessions', async () => {
      const { patient, doctor } = await signInDemoPeople(ctx.app);
      const slotId = await addFreeSlot(ctx.app, doctor.token);
      const booked = await client().post(
        '/api/bookings/create',
        { slotId, doctorId: doctor.user.id },
        patient.token,
      );
      const { booking } = createBookingResponseSchema.parse(booked.json());
      const res = await client().delete('/api/profile', { password: DEMO_PASSWORD }, doctor.token);
      expect(res.statusCode).toBe(200);

      const mine = myAppointmentsResponseSchema.parse(
        (await client().get('/api/bookings/mine', patient.token)).json(),
      );
      expect(mine.upcoming).toEqual([]);
      expect(mine.past).toEqual([
        expect.objectContaining({
          id: booking.id,
          status: 'cancelled',
          doctorId: null,
          doctorName: doctor.user.name,
          start_time: booking.start_time,
        }),
      ]);
      const history = await client().get(`/api/profile/history/${patient.user.id}`, patient.token);
      expect(history.body).toContain(`Session with ${doctor.user.name}`);
      expect(history.body).toContain('cancelled by');
      // The client's data export keeps it too.
      const exported = await client().get('/api/profile/export', patient.token);
      expect(exported.json()).toMatchObject({
        bookings: [expect.objectContaining({ id: booking.id, status: 'cancelled' })],
      });
    });
  });
});
