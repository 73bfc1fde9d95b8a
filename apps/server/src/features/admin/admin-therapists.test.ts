import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminTherapistSchema,
  adminTherapistsResponseSchema,
  auditLogResponseSchema,
  deactivationPreviewSchema,
  messages,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { makePerson } from '../../test/authorization-scene';
import { addFreeSlot } from '../../test/people';
import { socketPool } from '../../test/sockets';
import { useTestApp } from '../../test/test-app';
import { multipartBody, sample } from '../../test/upload-kit';
import { signedInAdmin } from './admin-test-kit';

const a = messages.admin;
const linkPattern = /http:\/\/localhost:3000\/changepass\?email=([^&\s]+)&token=([\w-]+)/;
const PASSWORD = 'willow-creek-2291';

describe('admin: therapists', () => {
  const ctx = useTestApp({ smtp: true });
  const sockets = socketPool();
  afterEach(() => sockets.closeAll());
  const client = () => api(ctx.app);
  const listed = async () =>
    (await client().get('/api/doctors')).json<{ id: string }[]>().map((d) => d.id);

  /** Adds a therapist over the API; they set their password from the welcome e-mail. */
  async function addTherapistWhoSignsIn(call: Awaited<ReturnType<typeof signedInAdmin>>['call']) {
    const email = `new.therapist.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await call('POST', '/api/admin/therapists', {
      name: 'Nora New',
      email,
      specialization: 'Anxiety',
      description: 'Calm and practical.\nTen years of practice.',
      price: 1200,
    });
    expect(res.statusCode, res.body).toBe(201);
    const therapist = adminTherapistSchema.parse(res.json());
    expect(therapist).toMatchObject({ email, active: true, price: 1200 });
    const mail = await ctx.smtp.nextMailTo(email);
    expect(mail.decoded).toContain(messages.mail.passwordLink.welcome.subject);
    const [, , token] = linkPattern.exec(mail.decoded) ?? [];
    const set = await client().post('/api/changepassword', {
      email,
      token,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    // The e-mail says where they sign in later; the first password signs them in at once.
    expect(mail.decoded).toContain('http://localhost:3000/doctorLogin');
    const signedIn = set.json<{ token?: string; user?: { role: string; email: string } }>();
    expect(signedIn.user).toMatchObject({ role: 'doctor', email });
    expect((await client().get('/api/check-login', signedIn.token)).statusCode).toBe(200);
    // The link works once: used again, it neither sets a password nor signs in.
    const again = await client().post('/api/changepassword', {
      email,
      token,
      newPassword: 'another-river-8812',
      confirmPassword: 'another-river-8812',
    });
    expect(again.statusCode).toBe(400);
    const session = await client().login(email, PASSWORD, '/api/DocLogin');
    return { therapist, email, session };
  }

  it('adds a therapist who gets the welcome link, signs in and is listed; edits show at once', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const { therapist } = await addTherapistWhoSignsIn(call);
    expect(await listed()).toContain(therapist.id);

    const edit = await call('PUT', `/api/admin/therapists/${therapist.id}`, {
      name: 'Nora Newman',
      specialization: 'Grief',
      description: 'Changed.',
      price: 900,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const publicOne = (await client().get(`/api/doctors/${therapist.id}`)).json<{
      name: string;
    }>();
    expect(publicOne).toMatchObject({ name: 'Nora Newman', price: 900, specialization: 'Grief' });

    const taken = await call('POST', '/api/admin/therapists', {
      name: 'Again',
      email: therapist.email.toUpperCase(),
      price: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/admin/therapists', { name: '', email: 'x@y.z', price: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/therapists', { name: 'N', email: 'x@y.zz', price: -1 }))
        .statusCode,
    ).toBe(400);
  });

  it('deactivation hides them, refuses their login, drops their socket and cancels their future sessions with an e-mail to each client; reactivation lists them again', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const { therapist, email, session } = await addTherapistWhoSignsIn(call);
    const patient = await makePerson(ctx.app, 'patient', 'Booked Client');
    const slotId = await addFreeSlot(ctx.app, session.token, 48);
    const booked = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: therapist.id },
      patient.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    await ctx.smtp.nextMailTo(patient.email); // the booking confirmation
    const { socket, outcome } = await sockets.open(ctx.app, session.token);
    expect(outcome).toBe('connected');
    const dropped = new Promise((resolve) => socket.on('disconnect', resolve));

    // Asked first: the console lists what it will cancel, with the client by first name only.
    const previewUrl = `/api/admin/therapists/${therapist.id}/deactivation-preview`;
    const preview = await call('GET', previewUrl);
    expect(preview.statusCode, preview.body).toBe(200);
    const { sessions } = deactivationPreviewSchema.parse(preview.json());
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ withName: 'Booked' });
    expect(Date.parse(sessions[0]!.start_time)).toBeGreaterThan(Date.now());
    // The same client, from the client side: the therapist by name.
    const clientSide = deactivationPreviewSchema.parse(
      (await call('GET', `/api/admin/clients/${patient.id}/deactivation-preview`)).json(),
    );
    expect(clientSide.sessions.map((s) => s.withName)).toEqual(['Nora New']);
    // Only administrators may ask (anyone else: as if it did not exist).
    expect((await call('GET', previewUrl, undefined, patient.token)).statusCode).toBe(404);
    expect((await call('GET', previewUrl, undefined, session.token)).statusCode).toBe(404);

    const res = await call('POST', `/api/admin/therapists/${therapist.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await listed()).not.toContain(therapist.id);
    const chatList = (await client().get('/api/chat/doctors', patient.token)).json<
      { id: string }[]
    >();
    expect(chatList.map((d) => d.id)).not.toContain(therapist.id);
    await dropped;
    expect((await client().get('/api/check-login', session.token)).statusCode).toBe(401);
    const login = await client().post('/api/DocLogin', { email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: a.deactivatedAccount,
    });
    const mine = (await client().get('/api/bookings/mine', patient.token)).json<{
      upcoming: unknown[];
      past: { status: string }[];
    }>();
    expect(mine.upcoming).toEqual([]);
    expect(mine.past[0]?.status).toBe('cancelled');
    const cancelMail = await ctx.smtp.nextMailTo(patient.email, /was cancelled by/);
    expect(cancelMail.decoded).toContain('Nora New');
    // And in the app: the bell says so too.
    const notices = (await client().get('/api/notifications', patient.token)).json<
      { title: string }[]
    >();
    expect(notices.map((n) => n.title)).toContain(messages.notices.sessionCancelled.title);
    // Nothing left to cancel.
    expect(
      deactivationPreviewSchema.parse((await call('GET', previewUrl)).json()).sessions,
    ).toEqual([]);
    const therapists = adminTherapistsResponseSchema.parse(
      (await call('GET', '/api/admin/therapists')).json(),
    );
    expect(therapists.find((t) => t.id === therapist.id)?.active).toBe(false);

    expect(
      (await call('POST', `/api/admin/therapists/${therapist.id}/reactivate`)).statusCode,
    ).toBe(200);
    expect(await listed()).toContain(therapist.id);
    expect((await client().post('/api/DocLogin', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );

    const log = auditLogResponseSchema.parse((await call('GET', '/api/admin/audit-log')).json());
    expect(log.map((e) => e.action)).toEqual([
      a.actions.reactivated,
      a.actions.deactivated,
      a.actions.therapistAdded,
    ]);
    expect(log[1]!.targetLabel).toBe(`Nora New <${email}>`);
    // A client's id is not a therapist's.
    expect((await call('POST', `/api/admin/therapists/${patient.id}/deactivate`)).statusCode).toBe(
      404,
    );
  });

  it('takes a photo checked by content, stores it resized as WebP and serves it safely', async () => {
    const { admin } = await signedInAdmin(ctx.app);
    const doctor = await makePerson(ctx.app, 'doctor', 'Photo Doctor');
    const url = `/api/admin/therapists/${doctor.id}/photo`;
    const put = (name: string, data: Buffer) => {
      const body = multipartBody({}, [{ name, data }], 'photo');
      return ctx.app.inject({
        method: 'PUT',
        url,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
      });
    };
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2f6f62' },
    })
      .png()
      .toBuffer();
    const res = await put('me.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const image = adminTherapistSchema.parse(res.json()).image!;
    expect(image).toMatch(/^\/api\/therapist-photos\/[0-9a-f-]{36}$/);
    const photo = await ctx.app.inject({ url: image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    for (const [name, data] of [
      ['me.png', sample.html()],
      ['doc.pdf', sample.pdf()],
      ['fake.png', sample.brokenPng()], // a PNG by its signature and chunks, but no image
    ] as const) {
      const refused = await put(name, data);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toMatchObject({ message: a.photoRefused });
    }
    expect((await ctx.app.inject({ url: '/api/therapist-photos/nothing' })).statusCode).toBe(404);
    const doctorItself = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(doctorItself.statusCode).toBe(404);
  });
});
