import { describe, expect, it } from 'vitest';
import {
  adminCreditsResponseSchema,
  adminPaymentsResponseSchema,
  calendarDayIn,
  revenueResponseSchema,
  therapistPaymentsSummarySchema,
  type AdminPayment,
  type RevenueRow,
} from '@solace/shared';
import { refunds } from '../../db/schema';
import { makePerson } from '../../test/authorization-scene';
import { eventually } from '../../test/eventually';
import { byHeader, insert, newestFirst, readAll, TIMES } from '../../test/paging-kit';
import { storedPayment, usePaidApp } from '../../test/payment-kit';
import { createPatient, signInDemoPeople } from '../../test/people';
import { madePayment, madePlanPurchase, paySession } from './admin-payments-kit';
import { signedInAdmin } from './admin-test-kit';

const DAY = 86_400_000;

describe('admin: payments, revenue and credits', () => {
  const { ctx, driver } = usePaidApp('razorpay', { TAX_RATE: '18' });
  const app = () => ctx.app;
  const list = async (call: Awaited<ReturnType<typeof signedInAdmin>>['call'], query = '') => {
    const res = await call('GET', `/api/admin/payments${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminPaymentsResponseSchema.parse(res.json());
  };
  const ids = (rows: AdminPayment[]) => rows.map((row) => row.id).sort();

  it('is for administrators only: clients and therapists get the 404 of an unknown path', async () => {
    const patient = await makePerson(app(), 'patient', 'Money Client');
    const doctor = await makePerson(app(), 'doctor', 'Money Therapist');
    const { call } = await signedInAdmin(app());
    const paths = [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/export.csv'],
      ['GET', '/api/admin/payments/revenue'],
      ['GET', '/api/admin/credits'],
      ['POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund'],
    ] as const;
    for (const [method, url] of paths) {
      for (const token of [patient.token, doctor.token]) {
        expect((await call(method, url, undefined, token)).statusCode, url).toBe(404);
      }
    }
  });

  it('lists payments with their refunds, filtered by status, kind, therapist, days and search', async () => {
    const people = await signInDemoPeople(app());
    const zoe = await createPatient(app(), 'Zoë Quill');
    const first = await paySession(app(), driver(), people.patient, people.doctor);
    const second = await paySession(app(), driver(), zoe, people.otherDoctor, 50);
    const open = await madePayment(app(), { payerName: 'Open Payer', status: 'created' });
    const old = await madePayment(app(), {
      kind: 'plan',
      planId: 'weekly',
      status: 'paid',
      paidAt: new Date('2025-03-10T12:00:00Z'),
      createdAt: new Date('2025-03-10T11:00:00Z'),
      receiptNumber: 'SOL-2025-000042',
    });
    await app().ctx.db.insert(refunds).values({
      paymentId: first.id,
      amountMinor: 20_000,
      reason: 'client_cancelled',
      status: 'failed',
    });
    const { call } = await signedInAdmin(app());

    const all = await list(call);
    expect(all.map((row) => row.id)).toEqual([open.id, second.id, first.id, old.id]);
    const row = all.find((r) => r.id === first.id)!;
    expect(row).toMatchObject({
      payerEmail: people.patient.user.email,
      kind: 'session',
      therapistId: people.doctor.user.id,
      amountMinor: 120_000,
      taxMinor: 18_305,
      currency: 'INR',
      status: 'paid',
      provider: 'razorpay',
      receiptNumber: first.receiptNumber,
      // A failed refund gave nothing back.
      refundedMinor: 0,
      refunds: [expect.objectContaining({ amountMinor: 20_000, status: 'failed' })],
    });
    expect(row.paidAt).not.toBeNull();

    expect(ids(await list(call, '?status=paid'))).toEqual(ids([first, second, old] as never));
    expect(ids(await list(call, '?kind=plan'))).toEqual([old.id]);
    expect(ids(await list(call, `?therapistId=${people.otherDoctor.user.id}`))).toEqual([
      second.id,
    ]);
    expect(ids(await list(call, '?q=zoë'))).toEqual([second.id]);
    expect(ids(await list(call, `?q=${encodeURIComponent(zoe.email.toUpperCase())}`))).toEqual([
      second.id,
    ]);
    expect(ids(await list(call, '?q=SOL-2025-0000'))).toEqual([old.id]);
    // `%` is searched for, not a wildcard.
    expect(await list(call, '?q=%25')).toEqual([]);
    expect(ids(await list(call, '?from=2025-03-10&to=2025-03-10'))).toEqual([old.id]);
    expect(ids(await list(call, '?from=2025-03-11&to=2025-12-31'))).toEqual([]);
    const today = app().ctx.clock.now().toISOString().slice(0, 10);
    expect(ids(await list(call, `?dateField=paid&from=${today}`))).toEqual(
      ids([first, second] as never),
    );
    expect(ids(await list(call, `?status=paid&kind=session&from=${today}&to=${today}`))).toEqual(
      ids([first, second] as never),
    );
    for (const bad of ['?status=lost', '?from=2025-02-30', '?to=yesterday', '?therapistId=x']) {
      const res = await call('GET', `/api/admin/payments${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('fields');
    }
  });

  it('pages payments newest first across tied microsecond times', async () => {
    const { call, admin } = await signedInAdmin(app());
    const rows = TIMES.map((at, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      at,
    }));
    await insert(
      app(),
      'payments',
      rows.map((row) => ({
        id: row.id,
        created_at: row.at,
        payer_name: 'Paged Payer',
        payer_email: 'paged@example.com',
        kind: 'session',
        provider: 'test',
        provider_order_id: `paged_${row.id}`,
        amount_minor: '1000',
        currency: 'INR',
        description: 'Paged',
      })),
    );
    const { items, pages } = await readAll(
      app(),
      '/api/admin/payments?q=paged',
      admin.token,
      2,
      byHeader<AdminPayment>(),
    );
    expect(items.map((item) => item.id)).toEqual(newestFirst(rows).map((row) => row.id));
    expect(pages).toBe(4);
    void call;
  });

  it('adds up revenue per therapist and month from real payments, refunds in their own month', async () => {
    const early = await signInDemoPeople(app());
    const clock = ctx.clock;
    const monthOf = (date: Date) => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
    });
    const a1 = await paySession(app(), driver(), early.patient, early.doctor);
    const a2 = await paySession(app(), driver(), early.patient, early.doctor, 60);
    const b1 = await paySession(app(), driver(), early.patient, early.otherDoctor, 72);
    const firstMonth = monthOf(a1.paidAt!);
    const client = await createPatient(app(), 'Plan Buyer');
    const { payment: plan } = await madePlanPurchase(
      app(),
      { id: client.id, name: client.name, email: client.email },
      clock.now(),
    );
    // A month later: another session of A's is paid, and one of last month's is refunded.
    clock.advance(32 * DAY);
    // Sessions signed in a month ago have lapsed: everyone signs in again.
    const people = await signInDemoPeople(app());
    const { call } = await signedInAdmin(app());
    const a3 = await paySession(app(), driver(), people.patient, people.doctor);
    const secondMonth = monthOf(a3.paidAt!);
    expect((await call('POST', `/api/admin/payments/${a1.id}/refund`)).statusCode).toBe(200);
    await eventually(async () => (await storedPayment(app(), a1.id)).status === 'refunded');

    const years = [...new Set([firstMonth.year, secondMonth.year])];
    const rows: (RevenueRow & { year: number })[] = [];
    for (const year of years) {
      const res = await call('GET', `/api/admin/payments/revenue?year=${year}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = revenueResponseSchema.parse(res.json());
      expect(body).toMatchObject({ year, timeZone: 'UTC' });
      rows.push(...body.rows.map((row) => ({ ...row, year })));
    }
    const line = (
      kind: 'session' | 'plan',
      therapistId: string | null,
      when: { year: number; month: number },
    ) =>
      rows.filter(
        (row) =>
          row.kind === kind &&
          row.therapistId === therapistId &&
          row.year === when.year &&
          row.month === when.month,
      );
    const A = people.doctor.user.id;
    const B = people.otherDoctor.user.id;
    expect(line('session', A, firstMonth)).toEqual([
      expect.objectContaining({
        currency: 'INR',
        count: 2,
        grossMinor: a1.amountMinor + a2.amountMinor,
        refundedMinor: 0,
        netMinor: a1.amountMinor + a2.amountMinor,
        taxMinor: a1.taxMinor + a2.taxMinor,
      }),
    ]);
    expect(line('session', A, secondMonth)).toEqual([
      expect.objectContaining({
        count: 1,
        grossMinor: a3.amountMinor,
        refundedMinor: a1.amountMinor,
        netMinor: a3.amountMinor - a1.amountMinor,
        taxMinor: a3.taxMinor,
      }),
    ]);
    expect(line('session', B, firstMonth)).toEqual([
      expect.objectContaining({ count: 1, grossMinor: 150_000, netMinor: 150_000 }),
    ]);
    expect(b1.amountMinor).toBe(150_000);
    expect(line('plan', null, firstMonth)).toEqual([
      expect.objectContaining({ count: 1, grossMinor: plan.amountMinor, therapistName: null }),
    ]);
    expect(rows).toHaveLength(4);
    expect((await call('GET', '/api/admin/payments/revenue?year=1999')).statusCode).toBe(400);

    // Each therapist sees their own months only, in their time zone.
    const summaryOf = async (token: string) => {
      const res = await call('GET', '/api/doctor/payments/summary', undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return therapistPaymentsSummarySchema.parse(res.json());
    };
    // The months of the therapists' own zone (the demo's: Asia/Kolkata), not the practice's.
    const zone = people.doctor.user.timeZone;
    const label = (date: Date) => {
      const day = calendarDayIn(date, zone);
      return `${day.year}-${String(day.month).padStart(2, '0')}`;
    };
    const mine = await summaryOf(people.doctor.token);
    expect(mine).toMatchObject({ timeZone: zone });
    expect(mine.months).toHaveLength(12);
    expect(mine.months[0]!.month).toBe(label(clock.now()));
    const totalsIn = (summary: typeof mine, paidAt: Date) =>
      summary.months.find((m) => m.month === label(paidAt))?.totals;
    expect(totalsIn(mine, a3.paidAt!)).toEqual([
      {
        currency: 'INR',
        count: 1,
        grossMinor: a3.amountMinor,
        refundedMinor: a1.amountMinor,
        netMinor: a3.amountMinor - a1.amountMinor,
      },
    ]);
    expect(totalsIn(mine, a1.paidAt!)).toEqual([
      expect.objectContaining({ count: 2, grossMinor: 240_000 }),
    ]);
    const theirs = await summaryOf(people.otherDoctor.token);
    expect(totalsIn(theirs, b1.paidAt!)).toEqual([
      expect.objectContaining({ count: 1, grossMinor: 150_000, refundedMinor: 0 }),
    ]);
    expect(totalsIn(theirs, a3.paidAt!)).toEqual([]);
    for (const token of [people.patient.token, (await signedInAdmin(app())).admin.token]) {
      expect((await call('GET', '/api/doctor/payments/summary', undefined, token)).statusCode).toBe(
        403,
      );
    }
  });

  it('lists plan credits newest first: client, plan, sessions left, expiry', async () => {
    const { call, admin } = await signedInAdmin(app());
    const client = await createPatient(app(), 'Credit Client');
    const who = { id: client.id, name: client.name, email: client.email };
    const now = app().ctx.clock.now();
    const lapsed = await madePlanPurchase(app(), who, new Date(now.getTime() - 30 * DAY));
    const live = await madePlanPurchase(app(), who, new Date(now.getTime() - DAY));
    const res = await call('GET', '/api/admin/credits');
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCreditsResponseSchema.parse(res.json())).toEqual([
      expect.objectContaining({
        id: live.purchase.id,
        clientName: 'Credit Client',
        clientEmail: client.email,
        planId: 'weekly',
        planName: 'Weekly',
        sessionsTotal: 4,
        sessionsLeft: 3,
        expired: false,
      }),
      expect.objectContaining({ id: lapsed.purchase.id, expired: true }),
    ]);
    const paged = await readAll(app(), '/api/admin/credits', admin.token, 1, byHeader());
    expect(paged.pages).toBe(2);
  });
});
