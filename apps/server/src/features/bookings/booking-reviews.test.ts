import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  doctorReviewsResponseSchema,
  doctorsResponseSchema,
  messages,
  ownReviewsResponseSchema,
  personalDataExportSchema,
  REVIEW_COMMENT_MAX_LENGTH,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { overHttp } from '../../test/http-client';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

const rv = messages.reviews;

describe('reviews of completed sessions', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  // Public reads over a real connection, so that kept answers come through the front door.
  const get = (url: string) => overHttp(ctx.app).get(url);
  const cardOf = async (doctorId: string) =>
    doctorsResponseSchema.parse((await get('/api/doctors')).json()).find((d) => d.id === doctorId)!;

  /**
   * The demo patient's booking of the demo doctor's slot 2 hours ahead (50 minutes long), and
   * `afterSession`, which moves the clock past its end and signs everyone in again (sessions
   * end after 30 idle minutes).
   */
  async function booked() {
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token, 2);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    const bookingId = createBookingResponseSchema.parse(res.json()).booking.id;
    const review = (body: unknown, token = people.patient.token) =>
      client().post(`/api/bookings/${bookingId}/review`, body, token);
    const afterSession = async () => {
      ctx.clock.advance(3 * 3600_000);
      Object.assign(people, await signInDemoPeople(ctx.app));
    };
    return Object.assign(people, { bookingId, review, afterSession });
  }

  it('lets the client rate a session only once it has ended, and edit the rating', async () => {
    const p = await booked();
    const { review, afterSession, bookingId } = p;
    const early = await review({ rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SESSION_NOT_COMPLETED', message: rv.notCompleted });

    await afterSession();
    const first = await review({ rating: 4, comment: '  Kind and practical.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bookingId, rating: 4, comment: 'Kind and practical.' });
    const again = await review({ rating: 5 });
    expect(again.json()).toMatchObject({ rating: 5, comment: '' });

    const mine = ownReviewsResponseSchema.parse(
      (await client().get('/api/reviews/mine', p.patient.token)).json(),
    );
    expect(mine).toEqual([expect.objectContaining({ bookingId, rating: 5 })]);
    // The client's own data export carries their ratings too.
    const exported = personalDataExportSchema.parse(
      (await client().get('/api/profile/export', p.patient.token)).json(),
    );
    expect(exported.reviews).toEqual(mine);
    const page = doctorReviewsResponseSchema.parse(
      (await get(`/api/doctors/${p.doctor.user.id}/reviews`)).json(),
    );
    expect(page.rating).toEqual({ average: 5, count: 1 });
    // Nobody chose otherwise: the review is signed "Verified client", never with a name.
    expect(page.reviews).toEqual([
      { rating: 5, comment: '', author: rv.verifiedClient, date: expect.any(String) },
    ]);
    expect(JSON.stringify(page)).not.toContain('@');
    expect(JSON.stringify(page)).not.toContain('Priya');
  });

  it("signs a review with the client's first name only when they choose it, and keeps the choice", async () => {
    const p = await booked();
    await p.afterSession();
    const reviewsOf = async () =>
      doctorReviewsResponseSchema.parse(
        (await get(`/api/doctors/${p.doctor.user.id}/reviews`)).json(),
      ).reviews;

    const shown = await p.review({ rating: 4, comment: 'Helpful.', showFirstName: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ showFirstName: true });
    // The first name only: the demo client's full name and e-mail never show.
    const [signed] = await reviewsOf();
    expect(signed).toMatchObject({ author: p.patient.user.name.split(' ')[0] });
    expect(signed!.author).not.toContain(' ');
    const mine = ownReviewsResponseSchema.parse(
      (await client().get('/api/reviews/mine', p.patient.token)).json(),
    );
    expect(mine).toEqual([expect.objectContaining({ showFirstName: true })]);

    // Changing their mind takes the name off again.
    expect((await p.review({ rating: 4, showFirstName: false })).statusCode).toBe(200);
    expect((await reviewsOf())[0]).toMatchObject({ author: rv.verifiedClient });

    const bad = await p.review({ rating: 4, showFirstName: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ showFirstName: rv.showFirstNameInvalid });
  });

  it('refuses a cancelled session, someone else and a therapist', async () => {
    const p = await booked();
    const { review, afterSession, bookingId } = p;
    await afterSession();
    const stranger = await createPatient(ctx.app, 'Someone Else');
    const { doctor, patient } = p;
    // Another client's session is not found, as one that does not exist: its id tells nothing.
    const byStranger = await review({ rating: 3 }, stranger.token);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ message: messages.booking.bookingNotFound });
    const byDoctor = await review({ rating: 3 }, doctor.token);
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json()).toMatchObject({ message: rv.onlyClients });
    expect(
      (await client().post(`/api/bookings/${bookingId}/review`, { rating: 3 })).statusCode,
    ).toBe(401);
    const unknown = await client().post(
      '/api/bookings/00000000-0000-4000-8000-000000000000/review',
      { rating: 3 },
      patient.token,
    );
    expect(unknown.statusCode).toBe(404);

    const other = await booked();
    const cancelled = await client().post(
      `/api/bookings/${other.bookingId}/cancel`,
      {},
      other.doctor.token,
    );
    expect(cancelled.statusCode).toBe(200);
    await other.afterSession();
    expect((await other.review({ rating: 2 })).statusCode).toBe(409);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { review, afterSession } = await booked();
    await afterSession();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }]) {
      const res = await review(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toMatchObject({ rating: rv.ratingRequired });
    }
    const long = await review({ rating: 4, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({
      comment: rv.commentTooLong(REVIEW_COMMENT_MAX_LENGTH),
    });
    const nul = await review({ rating: 4, comment: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('shows the new rating on /api/doctors at once, though the list was kept in memory', async () => {
    const p = await booked();
    await p.afterSession();
    const { doctor, review } = p;
    const before = await cardOf(doctor.user.id);
    expect(before.rating).toBeNull();
    expect((await get('/api/doctors')).statusCode).toBe(200); // warm: answered from memory now
    expect((await review({ rating: 4 })).statusCode).toBe(200);
    expect((await cardOf(doctor.user.id)).rating).toEqual({ average: 4, count: 1 });
    expect(
      ((await get(`/api/doctors/${doctor.user.id}`)).json() as { rating: unknown }).rating,
    ).toEqual({
      average: 4,
      count: 1,
    });

    const second = await booked();
    await second.afterSession();
    await second.review({ rating: 5 });
    expect((await cardOf(doctor.user.id)).rating).toEqual({ average: 4.5, count: 2 });
    await second.review({ rating: 2 });
    expect((await cardOf(doctor.user.id)).rating).toEqual({ average: 3, count: 2 });
  });
});
