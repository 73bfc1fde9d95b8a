import { describe, expect, it } from 'vitest';
import { doctorSlotsResponseSchema, type DoctorSlotsResponse } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { hoursFromNow, later, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

/** `GET /api/doctor/available-slots?from=&to=`: the dashboard reads only what it shows. */
describe('a therapist’s slots in a range', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);

  const query = (from: string, to: string) =>
    `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const startsOf = (answer: DoctorSlotsResponse) =>
    [...answer.available, ...answer.booked].map((slot) => slot.start_time).sort();

  /**
   * Four 50-minute slots an hour apart from `start`, then one a day later and one 30 days later;
   * the second is booked. The other therapist holds the same times.
   */
  async function setUp() {
    const people = await signInDemoPeople(ctx.app);
    const start = hoursFromNow(ctx.app, 48);
    const times = [0, 60, 120, 180, 24 * 60, 30 * 24 * 60].map((minutes) => {
      const at = later(start, minutes);
      return { start_time: at, end_time: later(at, 50) };
    });
    for (const token of [people.doctor.token, people.otherDoctor.token]) {
      const added = await client().post('/api/doctor/add-available-slots', { slots: times }, token);
      expect(added.json()).toEqual({ success: true, added: times.length });
    }
    const read = async (search = '', token = people.doctor.token) => {
      const res = await client().get(`/api/doctor/available-slots${search}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return doctorSlotsResponseSchema.parse(res.json());
    };
    const all = await read();
    const second = all.available.find((slot) => slot.start_time === times[1]!.start_time)!;
    const booking = await client().post(
      '/api/bookings/create',
      { slotId: second.id, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    expect(booking.statusCode).toBe(200);
    return { ...people, start, times, read };
  }

  it('answers the slots overlapping the range, booked ones with their client', async () => {
    const { start, times, read, patient } = await setUp();
    // From the middle of the first slot to the start of the fourth: the first runs into the
    // range, the fourth starts where it ends (ranges are half-open), the later ones are out.
    const answer = await read(query(later(start, 30), later(start, 180)));
    expect(startsOf(answer)).toEqual([0, 1, 2].map((i) => times[i]!.start_time));
    expect(answer.booked).toHaveLength(1);
    expect(answer.booked[0]).toMatchObject({
      start_time: times[1]!.start_time,
      status: 'booked',
      client_email: patient.user.email,
    });
    // A range that starts where a slot ends leaves that slot out.
    const after = await read(query(later(start, 50), later(start, 61)));
    expect(startsOf(after)).toEqual([times[1]!.start_time]);
    // Nothing in between, nothing answered; the next day and the next month are reached.
    expect(startsOf(await read(query(later(start, 240), later(start, 600))))).toEqual([]);
    const weeks = await read(query(later(start, 23 * 60), later(start, 31 * 24 * 60)));
    expect(startsOf(weeks)).toEqual([times[4]!.start_time, times[5]!.start_time]);
  });

  it('answers only the therapist’s own slots, and keeps clients out', async () => {
    const { start, read, otherDoctor, patient } = await setUp();
    const range = query(start, later(start, 24 * 60 + 60));
    const mine = await read(range);
    const theirs = await read(range, otherDoctor.token);
    expect(startsOf(theirs)).toEqual(startsOf(mine));
    const ids = (answer: DoctorSlotsResponse) =>
      [...answer.available, ...answer.booked].map((slot) => slot.id);
    expect(ids(theirs).some((id) => ids(mine).includes(id))).toBe(false);
    // The other therapist's slots are all free: the booking is on the first therapist's.
    expect(theirs.booked).toEqual([]);
    expect(mine.booked.map((slot) => slot.client_name)).not.toContain(null);
    const asClient = await client().get(`/api/doctor/available-slots${range}`, patient.token);
    expect(asClient.statusCode).toBe(403);
  });

  it('tells a slot that has started as expired, in a range of the past', async () => {
    const { start, times, read } = await setUp();
    // Past the start of the fourth slot.
    ctx.clock.advance(52 * 3600_000);
    const { doctor: returning } = await signInDemoPeople(ctx.app); // the old session went idle
    const answer = await read(query(later(start, -60), later(start, 240)), returning.token);
    expect(answer.available.map((slot) => [slot.start_time, slot.status])).toEqual([
      [times[0]!.start_time, 'expired'],
      [times[2]!.start_time, 'expired'],
      [times[3]!.start_time, 'expired'],
    ]);
    expect(answer.booked.map((slot) => slot.status)).toEqual(['booked']);
  });

  it('answers as before without a range: the spec’s client asks for none', async () => {
    const { times, read } = await setUp();
    expect(startsOf(await read())).toEqual(times.map((time) => time.start_time));
  });

  it.each([
    [
      'a from without a to',
      { from: '2030-01-01T00:00:00Z' },
      'to',
      'Give both from and to, or neither.',
    ],
    [
      'a to without a from',
      { to: '2030-01-01T00:00:00Z' },
      'from',
      'Give both from and to, or neither.',
    ],
    [
      'a to before the from',
      { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      'to',
      'The range must end after it starts.',
    ],
    [
      'an empty range',
      { from: '2030-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      'to',
      'The range must end after it starts.',
    ],
    [
      'more than 62 days',
      { from: '2030-01-01T00:00:00Z', to: '2030-03-04T00:00:01Z' },
      'to',
      'A range can span at most 62 days.',
    ],
    [
      'a from that is no date',
      { from: 'tomorrow', to: '2030-01-01T00:00:00Z' },
      'from',
      'Dates must be ISO date-times with a time zone.',
    ],
    [
      'a date without its zone',
      { from: '2030-01-01T00:00:00', to: '2030-01-02T00:00:00Z' },
      'from',
      'Dates must be ISO date-times with a time zone.',
    ],
    [
      'a year out of range',
      { from: '1999-12-31T00:00:00Z', to: '2000-01-02T00:00:00Z' },
      'from',
      'Dates must be between the years 2000 and 2200 (UTC).',
    ],
  ])('refuses %s with 400 naming the field', async (_, params, field, message) => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const search = new URLSearchParams(params as Record<string, string>).toString();
    const res = await client().get(`/api/doctor/available-slots?${search}`, doctor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
  });

  it('takes a span of exactly 62 days, and offsets other than Z', async () => {
    const { read } = await setUp();
    await read(query('2030-01-01T00:00:00Z', '2030-03-04T00:00:00Z'));
    await read(query('2030-01-01T05:30:00+05:30', '2030-01-08T05:30:00+05:30'));
  });
});
