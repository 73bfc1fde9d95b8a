import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogMessages, doctorsResponseSchema, formatClockTime } from '@solace/shared';
import { api } from '../test/api-helpers';
import { overHttp } from '../test/http-client';
import { addFreeSlot, signInDemoPeople } from '../test/people';
import { buildServerRender, SERVER_RENDER_DIST } from '../test/server-render';
import { useTestApp } from '../test/test-app';

/** The text of some HTML as a reader sees it (tags out, the few entities React writes decoded). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Scripts the page itself would run (the CSP refuses them): all but files and JSON data. */
function inlineScripts(html: string): string[] {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  return scripts.filter((tag) => !/type="application\/json"|src="/.test(tag));
}

describe('public pages served as HTML', () => {
  beforeAll(buildServerRender, 180_000);
  const ctx = useTestApp({ env: { WEB_DIST_DIR: SERVER_RENDER_DIST } });
  // Plain page requests over a real connection, as a browser with scripts off makes them.
  const page = (url: string, headers: Record<string, string> = {}) =>
    overHttp(ctx.app).get(url, headers);
  const listed = async () =>
    doctorsResponseSchema.parse((await overHttp(ctx.app).get('/api/doctors')).json());

  it('/doctors comes with every listed therapist, their price and a link to their page', async () => {
    const doctors = await listed();
    expect(doctors.length).toBeGreaterThan(1);
    const res = await page('/doctors');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = textOf(res.body);
    expect(text).toContain('Meet Our Doctors');
    for (const doctor of doctors) {
      expect(text).toContain(doctor.name);
      expect(res.body).toContain(`href="/doctors/${doctor.id}"`);
    }
    // Drawn with its styles, and with what the browser hydrates it from.
    expect(res.body).toMatch(/<style data-emotion="css[ -]/);
    expect(res.body).toContain('<script type="application/json" id="solace-page">');
    expect(res.body).toContain('<title>Therapists · Solace</title>');
    expect(inlineScripts(res.body)).toEqual([]);
  });

  it('draws the home page on a server with no therapists, saying so', async () => {
    await ctx.database.db.execute(sql`update doctor_profiles set listed = false`);
    await ctx.app.ctx.invalidations.settle();
    const res = await page('/');
    expect(textOf(res.body)).toContain(catalogMessages.doctorsEmpty);
    // Drawn in place, not sent apart for a script to move in (the CSP allows none inline).
    expect(res.body).not.toContain('<template');
    expect(inlineScripts(res.body)).toEqual([]);
  });

  it('draws the home page, plans, services and a therapist’s own page', async () => {
    const [doctor] = await listed();
    const home = textOf((await page('/')).body);
    expect(home).toContain('Meet some of our therapists');
    expect(home).toContain(doctor!.name);
    expect(textOf((await page('/home')).body)).toContain(doctor!.name);
    expect(textOf((await page('/plans')).body)).toMatch(/₹[\d,]+/);
    expect(textOf((await page('/services')).body)).toContain('Therapy services');
    const own = await page(`/doctors/${doctor!.id}`);
    expect(textOf(own.body)).toContain(doctor!.specialization);
    expect(own.body).toContain(`<title>${doctor!.name} · Solace</title>`);
  });

  it('draws a page again only when the catalogue changes: a new price shows at once', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const first = await page('/doctors');
    const etag = first.headers.etag as string;
    expect((await page('/doctors', { 'if-none-match': etag })).statusCode).toBe(304);

    const profile = (await api(ctx.app).get('/api/doctor/profile', doctor.token)).json() as {
      specialization: string;
      description: string;
      credentials: string;
      languages: string[];
      approach: string;
    };
    const { specialization, description, credentials, languages, approach } = profile;
    const edited = await api(ctx.app).put(
      '/api/doctor/profile',
      { specialization, description, credentials, languages, approach, price: 4321 },
      doctor.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const after = await page('/doctors', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(textOf(after.body)).toContain('₹4,321');
    expect(textOf(first.body)).not.toContain('₹4,321');
    expect(textOf((await page(`/doctors/${doctor.user.id}`)).body)).toContain('₹4,321');
  });

  it('/bookings/{id} comes with the therapist and their free times, drawn again as they change', async () => {
    const { doctor, patient } = await signInDemoPeople(ctx.app);
    const id = doctor.user.id;
    const [listedDoctor] = (await listed()).filter((d) => d.id === id);
    // A free time's button: a form's, which opens the page with it picked before scripts run.
    const timeButton = (html: string, slotId: string) =>
      html.match(new RegExp(`<button[^>]* value="${slotId}"[^>]*>`))?.[0];
    const slotStart = async (slotId: string) =>
      new Date(
        (
          (await overHttp(ctx.app).get(`/api/doctors/${id}/available-slots`)).json() as {
            available: { id: string; start_time: string }[];
          }
        ).available.find((slot) => slot.id === slotId)!.start_time,
      );

    const later = await addFreeSlot(ctx.app, doctor.token, 50);
    const first = await page(`/bookings/${id}`);
    expect(first.statusCode).toBe(200);
    const text = textOf(first.body);
    expect(text).toContain('Book Appointment');
    expect(text).toContain(listedDoctor!.name);
    expect(text).toContain(listedDoctor!.specialization);
    expect(text).toContain(formatClockTime(await slotStart(later)));
    expect(timeButton(first.body, later)).toMatch(/ type="submit"[^>]* name="slot"/);
    expect(first.body).toContain(`<form action="/bookings/${id}" method="get">`);
    expect(first.body).toContain('<title>Book Appointment · Solace</title>');
    expect(first.body).toContain('<script type="application/json" id="solace-page">');
    expect(inlineScripts(first.body)).toEqual([]);
    // The browser hydrates from what the page was drawn with, asking the API for none of it.
    const payload = JSON.parse(
      first.body.match(/<script type="application\/json" id="solace-page">([^<]*)</)![1]!,
    ) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(payload.queries.queries.map((query) => query.queryKey)).toEqual([
      ['catalog', 'doctor', id],
      ['bookings', 'slots', id],
      ['bookings', 'policy'],
    ]);
    const etag = first.headers.etag as string;
    expect((await page(`/bookings/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);

    // A time added before it: its day is the one the page opens on.
    const sooner = await addFreeSlot(ctx.app, doctor.token, 26);
    const added = await page(`/bookings/${id}`, { 'if-none-match': etag });
    expect(added.statusCode).toBe(200);
    expect(timeButton(added.body, sooner)).toBeDefined();

    // Booked by a client: gone from the page at once.
    const booked = await api(ctx.app).post(
      '/api/bookings/create',
      { slotId: sooner, doctorId: id },
      patient.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const after = await page(`/bookings/${id}`);
    expect(timeButton(after.body, sooner)).toBeUndefined();
    expect(timeButton(after.body, later)).toBeDefined();
  });

  it('leaves other paths, unknown therapists and the render’s own code to the app shell', async () => {
    for (const url of [
      '/login',
      '/doctors/00000000-0000-4000-8000-000000000000',
      '/doctors/x',
      '/bookings',
      '/bookings/00000000-0000-4000-8000-000000000000',
      '/bookings/x',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-shell');
      expect(res.body).not.toContain('solace-page');
    }
    expect((await page('/ssr/render-public-page.js')).statusCode).toBe(404);
  });
});
