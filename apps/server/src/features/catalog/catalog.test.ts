import { describe, expect, it } from 'vitest';
import { doctorsResponseSchema, plansResponseSchema, servicesResponseSchema } from '@solace/shared';
import { eq } from 'drizzle-orm';
import { doctorProfiles, plans, services, users } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';

describe('catalogue API with demo data', () => {
  const ctx = useTestApp();

  it('lists the three plans of the spec with their prices, sessions and validity', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const body = plansResponseSchema.parse(res.json());
    expect(
      body.map((p) => [p.name, p.price, p.period, p.priceMinor, p.currency, p.sessionsIncluded]),
    ).toEqual([
      ['Single', 400, 'session', 40000, 'INR', 1],
      ['Weekly', 1400, 'week', 140000, 'INR', 4],
      ['Monthly', 4999, 'month', 499900, 'INR', 16],
    ]);
    expect(body.map((p) => p.validityDays)).toEqual([30, 7, 31]);
    for (const plan of body) expect(plan.features.length).toBeGreaterThan(2);
  });

  it('lists the nine services of the spec, each described', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    const body = servicesResponseSchema.parse(res.json());
    expect(body.map((s) => s.name)).toEqual([
      'Depression',
      'Anxiety',
      'Addiction',
      'OCD',
      'Couples Therapy',
      'Trauma',
      'ADHD',
      'Grief',
      'Bipolar Disorder',
    ]);
    for (const service of body) expect(service.description.length).toBeGreaterThan(20);
  });

  it('lists at least six therapists with public fields only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/doctors' });
    expect(res.statusCode).toBe(200);
    const raw = res.json() as Record<string, unknown>[];
    expect(raw.length).toBeGreaterThanOrEqual(6);
    for (const doctor of raw) {
      expect(Object.keys(doctor).sort()).toEqual(
        [
          ...['description', 'id', 'image', 'name', 'nextAvailable', 'price', 'specialization'],
          'nextFreeTimes',
          ...['rating', 'credentials', 'languages', 'approach'],
        ].sort(),
      );
    }
    const doctors = doctorsResponseSchema.parse(raw);
    expect(doctors[0]).toMatchObject({ name: 'Dr. Ananya Sharma', price: 1200 });
    for (const doctor of doctors) expect(doctor.image).toMatch(/^\/avatars\/[a-z-]+\.svg$/);
    expect(res.body).not.toContain('@');
    expect(res.body).not.toContain('argon2');
  });

  it('leaves out therapists whose profile is not listed', async () => {
    const [first] = (await ctx.app.inject({ method: 'GET', url: '/api/doctors' })).json() as {
      id: string;
    }[];
    await ctx.database.db
      .update(doctorProfiles)
      .set({ listed: false })
      .where(eq(doctorProfiles.userId, first!.id));
    await ctx.app.ctx.invalidations.settle(); // a write outside any request: wait to hear of it
    const ids = (
      (await ctx.app.inject({ method: 'GET', url: '/api/doctors' })).json() as {
        id: string;
      }[]
    ).map((d) => d.id);
    expect(ids).not.toContain(first!.id);
  });

  it('seeds idempotently and keeps an operator edit', async () => {
    const db = ctx.database.db;
    await db.update(plans).set({ priceMinor: 45000 }).where(eq(plans.id, 'single'));
    await seedDatabase(db, { demo: true });
    await seedDatabase(db, { demo: true });
    expect(await db.$count(plans)).toBe(3);
    expect(await db.$count(services)).toBe(9);
    expect(await db.$count(users)).toBe(8); // seven therapists and one client
    expect(await db.$count(doctorProfiles)).toBe(7);
    const [single] = await db.select().from(plans).where(eq(plans.id, 'single'));
    expect(single?.priceMinor).toBe(45000);
  });
});

describe('catalogue API without demo data', () => {
  const ctx = useTestApp({ demo: false });

  it('still has plans and services, and no therapists', async () => {
    expect((await ctx.app.inject({ url: '/api/doctors' })).json()).toEqual([]);
    expect(((await ctx.app.inject({ url: '/api/plans' })).json() as unknown[]).length).toBe(3);
    expect(((await ctx.app.inject({ url: '/api/services' })).json() as unknown[]).length).toBe(9);
  });
});
