import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { doctorsResponseSchema, messages, ownProfileSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { overHttp } from '../../test/http-client';
import { signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';
import { multipartBody, sample } from '../../test/upload-kit';

const edit = {
  specialization: 'Anxiety, panic and low mood',
  description: 'I help adults find calm and routine again.',
  price: 1100,
  credentials: 'M.Phil. Clinical Psychology',
  languages: ['English', 'Hindi', 'English'],
  approach: 'CBT with mindfulness.',
};

describe('a therapist edits their own public profile', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const cards = async () =>
    doctorsResponseSchema.parse((await overHttp(ctx.app).get('/api/doctors')).json());

  it('reads and writes only the signed-in therapist’s profile, shown publicly at once', async () => {
    const { doctor, otherDoctor } = await signInDemoPeople(ctx.app);
    const mine = ownProfileSchema.parse(
      (await client().get('/api/doctor/profile', doctor.token)).json(),
    );
    expect(mine).toMatchObject({ id: doctor.user.id, listed: true });
    expect(mine.languages.length).toBeGreaterThan(0); // the demo seed's
    const otherBefore = (await cards()).find((d) => d.id === otherDoctor.user.id)!;

    const res = await client().put('/api/doctor/profile', edit, doctor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, languages: ['English', 'Hindi'] });

    const card = (await cards()).find((d) => d.id === doctor.user.id)!;
    expect(card).toMatchObject({
      description: edit.description,
      price: 1100,
      credentials: edit.credentials,
      languages: ['English', 'Hindi'],
      approach: edit.approach,
    });
    expect((await cards()).find((d) => d.id === otherDoctor.user.id)).toEqual(otherBefore);
  });

  it('is for therapists only', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    expect((await client().get('/api/doctor/profile')).statusCode).toBe(401);
    const asClient = await client().put('/api/doctor/profile', edit, patient.token);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ message: messages.therapistProfile.onlyTherapists });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 'free' }, 'price'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ specialization: 'x'.repeat(201) }, 'specialization'],
      [{ languages: 'English' }, 'languages'],
      [{ languages: Array.from({ length: 11 }, (_, i) => `L${i}`) }, 'languages'],
      [{ credentials: 'a\u0000b' }, 'credentials'],
    ];
    for (const [change, field] of cases) {
      const res = await client().put('/api/doctor/profile', { ...edit, ...change }, doctor.token);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), field).toContain(field);
    }
  });

  it('takes a photo through the same checks as the console', async () => {
    const { doctor } = await signInDemoPeople(ctx.app);
    const put = (name: string, data: Buffer) => {
      const body = multipartBody({}, [{ name, data }], 'photo');
      return ctx.app.inject({
        method: 'PUT',
        url: '/api/doctor/profile/photo',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${doctor.token}` },
      });
    };
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2f6f62' },
    })
      .png()
      .toBuffer();
    const res = await put('me.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const image = ownProfileSchema.parse(res.json()).image!;
    expect(image).toMatch(/^\/api\/therapist-photos\/[0-9a-f-]{36}$/);
    expect((await ctx.app.inject({ url: image })).headers['content-type']).toBe('image/webp');
    const refused = await put('me.png', sample.html());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.admin.photoRefused });
  });
});
