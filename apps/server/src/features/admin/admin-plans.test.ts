import { describe, expect, it } from 'vitest';
import {
  adminPlanSchema,
  adminPlansResponseSchema,
  auditLogResponseSchema,
  messages,
  plansResponseSchema,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import { useTestApp } from '../../test/test-app';
import { signedInAdmin } from './admin-test-kit';

const p = messages.plans;

const newPlan = {
  name: 'Couples — Monthly',
  priceMinor: 650050,
  sessionsIncluded: 8,
  validityDays: 31,
  description: 'Sessions for two, through the month.',
  features: ['Eight joint sessions', 'A shared care plan'],
};

describe('admin: plans', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const publicPlans = async () => {
    // A visitor's read: answered from the read cache when it holds the list.
    const res = await client().get('/api/plans');
    expect(res.statusCode).toBe(200);
    return plansResponseSchema.parse(res.json());
  };
  const auditLines = async (call: Awaited<ReturnType<typeof signedInAdmin>>['call']) =>
    auditLogResponseSchema
      .parse((await call('GET', '/api/admin/audit-log')).json())
      .map((e) => [e.action, e.targetType, e.targetId, e.targetLabel, e.detail]);

  it('is for administrators only: everyone else gets the 404 of an unknown path', async () => {
    const patient = await makePerson(ctx.app, 'patient', 'Plan Client');
    const doctor = await makePerson(ctx.app, 'doctor', 'Plan Therapist');
    for (const token of [undefined, patient.token, doctor.token]) {
      const calls = [
        client().get('/api/admin/plans', token),
        client().post('/api/admin/plans', newPlan, token),
        client().patch('/api/admin/plans/single', { onSale: false }, token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    expect((await publicPlans()).map((plan) => plan.id)).toEqual(['single', 'weekly', 'monthly']);
  });

  it('adds a plan with an id made from its name, listed at once and audited', async () => {
    const { call } = await signedInAdmin(ctx.app);
    await publicPlans(); // kept in memory from here
    const res = await call('POST', '/api/admin/plans', newPlan);
    expect(res.statusCode, res.body).toBe(201);
    const added = adminPlanSchema.parse(res.json());
    expect(added).toMatchObject({
      id: 'couples-monthly',
      currency: 'INR',
      period: 'session',
      onSale: true,
      sortOrder: 4,
      priceMinor: 650050,
    });
    const again = adminPlanSchema.parse((await call('POST', '/api/admin/plans', newPlan)).json());
    expect(again.id).toBe('couples-monthly-2');

    const listed = (await publicPlans()).find((plan) => plan.id === 'couples-monthly');
    expect(listed).toMatchObject({ price: 6500.5, priceMinor: 650050, sessionsIncluded: 8 });
    expect(await auditLines(call)).toEqual([
      [
        p.actions.added,
        'plan',
        'couples-monthly-2',
        newPlan.name,
        '₹6,500.50, 8 sessions, valid 31 days',
      ],
      [
        p.actions.added,
        'plan',
        'couples-monthly',
        newPlan.name,
        '₹6,500.50, 8 sessions, valid 31 days',
      ],
    ]);
  });

  it('changes a price: the next public read sees it (the read cache is dropped)', async () => {
    const { call } = await signedInAdmin(ctx.app);
    expect((await publicPlans()).find((plan) => plan.id === 'weekly')?.price).toBe(1400);
    const res = await call('PATCH', '/api/admin/plans/weekly', { priceMinor: 150000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPlanSchema.parse(res.json())).toMatchObject({ priceMinor: 150000, name: 'Weekly' });
    const weekly = (await publicPlans()).find((plan) => plan.id === 'weekly');
    expect(weekly).toMatchObject({ price: 1500, priceMinor: 150000, sessionsIncluded: 4 });
    expect(await auditLines(call)).toEqual([
      [p.actions.edited, 'plan', 'weekly', 'Weekly', 'price ₹1,400 → ₹1,500'],
    ]);
  });

  it('takes a plan off sale: gone from the plans page, still in the console, audited', async () => {
    const { call } = await signedInAdmin(ctx.app);
    await publicPlans();
    const off = await call('PATCH', '/api/admin/plans/monthly', { onSale: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicPlans()).map((plan) => plan.id)).toEqual(['single', 'weekly']);
    const all = adminPlansResponseSchema.parse((await call('GET', '/api/admin/plans')).json());
    expect(all.map((plan) => [plan.id, plan.onSale])).toEqual([
      ['single', true],
      ['weekly', true],
      ['monthly', false],
    ]);
    // Nothing changed: no line. Back on sale: a line of its own.
    await call('PATCH', '/api/admin/plans/monthly', { onSale: false });
    await call('PATCH', '/api/admin/plans/monthly', { onSale: true });
    expect((await publicPlans()).map((plan) => plan.id)).toEqual(['single', 'weekly', 'monthly']);
    expect(await auditLines(call)).toEqual([
      [p.actions.onSale, 'plan', 'monthly', 'Monthly', ''],
      [p.actions.offSale, 'plan', 'monthly', 'Monthly', ''],
    ]);
  });

  it('refuses wrong fields with a 400 naming each, and changes nothing', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const cases: [object, Record<string, string>][] = [
      [{ priceMinor: 0 }, { priceMinor: p.priceInvalid }],
      [{ priceMinor: 14.5 }, { priceMinor: p.priceInvalid }],
      [{ priceMinor: 100_000_001 }, { priceMinor: p.priceTooHigh }],
      [{ currency: 'rupees' }, { currency: p.currencyInvalid }],
      [{ features: [] }, { features: p.featuresInvalid }],
      [
        { features: Array.from({ length: 9 }, (_, i) => `Line ${i}`) },
        { features: p.featuresInvalid },
      ],
      [{ features: ['Fine', '   '] }, { 'features.1': p.featuresInvalid }],
      [
        { sessionsIncluded: 0, validityDays: -1 },
        {
          sessionsIncluded: p.sessionsInvalid,
          validityDays: p.validityInvalid,
        },
      ],
      [{ name: '' }, { name: p.nameRequired }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('PATCH', '/api/admin/plans/single', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const created = await call('POST', '/api/admin/plans', { ...newPlan, priceMinor: '650050' });
    expect(created.json()).toMatchObject({ fields: { priceMinor: p.priceInvalid } });
    expect(
      (await call('PATCH', '/api/admin/plans/no-such-plan', { onSale: false })).json(),
    ).toMatchObject({ code: 'PLAN_NOT_FOUND', error: p.notFound });
    expect(
      (await call('PATCH', '/api/admin/plans/Not%20A%20Slug', { onSale: false })).statusCode,
    ).toBe(404);
    expect((await publicPlans()).find((plan) => plan.id === 'single')?.priceMinor).toBe(40000);
    expect(await auditLines(call)).toEqual([]);
  });

  it('has no delete: payments name plans, so a plan leaves sale instead', async () => {
    const { admin } = await signedInAdmin(ctx.app);
    expect((await client().delete('/api/admin/plans/single', {}, admin.token)).statusCode).toBe(
      404,
    );
    expect((await publicPlans()).map((plan) => plan.id)).toContain('single');
  });
});
