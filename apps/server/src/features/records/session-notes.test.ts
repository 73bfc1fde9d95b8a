import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createBookingResponseSchema,
  messages,
  SESSION_NOTE_SECTION_MAX_LENGTH,
  sessionNoteSchema,
} from '@solace/shared';
import { makePerson } from '../../test/authorization-scene';
import { api } from '../../test/api-helpers';
import { addFreeSlot, signInDemoPeople } from '../../test/people';
import { useTestApp } from '../../test/test-app';

const sn = messages.sessionNotes;

describe('session notes', () => {
  const ctx = useTestApp();
  const client = () => api(ctx.app);
  const notePath = (bookingId: string) => `/api/doctor/bookings/${bookingId}/note`;

  /** The demo client books the demo therapist's session two days ahead. */
  async function setUp() {
    const people = await signInDemoPeople(ctx.app);
    const slotId = await addFreeSlot(ctx.app, people.doctor.token, 48);
    const res = await client().post(
      '/api/bookings/create',
      { slotId, doctorId: people.doctor.user.id },
      people.patient.token,
    );
    const { booking } = createBookingResponseSchema.parse(res.json());
    return { ...people, booking, path: notePath(booking.id) };
  }

  const soap = (version: number, subjective: string) => ({
    template: 'soap',
    version,
    sections: {
      subjective,
      objective: 'Calm, engaged.',
      assessment: 'Improving.',
      plan: 'Weekly.',
    },
  });

  it('autosaves a draft by version, refuses a stale one, signs, locks and takes dated addenda', async () => {
    const { doctor, path } = await setUp();
    const empty = sessionNoteSchema.parse((await client().get(path, doctor.token)).json());
    expect(empty).toMatchObject({ version: 0, signedAt: null, updatedAt: null, addenda: [] });

    const first = await client().put(path, soap(0, 'Slept badly this week.'), doctor.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, template: 'soap' });
    const second = await client().put(
      path,
      soap(1, 'Slept badly this week, better now.'),
      doctor.token,
    );
    expect(second.json()).toMatchObject({ version: 2 });

    // A second tab still at version 1 (or a new-note tab at 0) is refused, not saved over.
    for (const stale of [0, 1]) {
      const res = await client().put(path, soap(stale, 'From an old tab.'), doctor.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NOTE_CHANGED', message: sn.changed });
    }
    const read = sessionNoteSchema.parse((await client().get(path, doctor.token)).json());
    expect(read.sections.subjective).toBe('Slept badly this week, better now.');
    expect(read.version).toBe(2);

    // Changing the template keeps only the new template's sections.
    const dap = await client().put(
      path,
      { template: 'dap', version: 2, sections: { data: 'Reports less worry.' } },
      doctor.token,
    );
    expect(dap.json()).toMatchObject({
      template: 'dap',
      version: 3,
      sections: { data: 'Reports less worry.', assessment: '', plan: '' },
    });

    expect((await client().post(`${path}/sign`, { version: 2 }, doctor.token)).statusCode).toBe(
      409,
    );
    const addendumTooSoon = await client().post(
      `${path}/addenda`,
      { text: 'Too soon.' },
      doctor.token,
    );
    expect(addendumTooSoon.json()).toMatchObject({
      code: 'NOTE_NOT_SIGNED',
      message: sn.notSigned,
    });

    const signed = await client().post(`${path}/sign`, { version: 3 }, doctor.token);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ version: 4, signedAt: expect.any(String) });

    const locked = await client().put(path, { ...soap(4, 'Changed after signing.') }, doctor.token);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'NOTE_SIGNED', message: sn.signed });
    expect(
      (await client().post(`${path}/sign`, { version: 4 }, doctor.token)).json(),
    ).toMatchObject({ code: 'NOTE_SIGNED' });

    await client().post(`${path}/addenda`, { text: 'Client called: sleeping well.' }, doctor.token);
    ctx.clock.advance(10 * 60_000); // within the session's idle limit
    const amended = sessionNoteSchema.parse(
      (await client().post(`${path}/addenda`, { text: 'Second thought.' }, doctor.token)).json(),
    );
    expect(amended.addenda.map((a) => a.text)).toEqual([
      'Client called: sleeping well.',
      'Second thought.',
    ]);
    expect(
      Date.parse(amended.addenda[1]!.createdAt) - Date.parse(amended.addenda[0]!.createdAt),
    ).toBeGreaterThanOrEqual(10 * 60_000);
    expect(amended.sections).toEqual(dap.json().sections);
  });

  it('the database itself keeps a signed note and its addenda as written; only their key may be re-wrapped', async () => {
    const { doctor, path, booking } = await setUp();
    await client().put(path, soap(0, 'As signed.'), doctor.token);
    await client().post(`${path}/sign`, { version: 1 }, doctor.token);
    await client().post(`${path}/addenda`, { text: 'Later.' }, doctor.token);
    const db = ctx.app.ctx.db;
    const refused = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'changed',
        (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
      );
    expect(
      await refused(sql`update session_notes set ciphertext = iv where booking_id = ${booking.id}`),
    ).toMatch(/a signed session note is locked/);
    expect(
      await refused(
        sql`update session_notes set signed_at = null where booking_id = ${booking.id}`,
      ),
    ).toMatch(/locked/);
    expect(await refused(sql`update session_note_addenda set ciphertext = iv`)).toMatch(
      /append-only/,
    );
    // What rotation does: the same key id and a (re-)wrapped key.
    expect(
      await refused(
        sql`update session_notes set key_id = key_id, wrapped_key = wrapped_key where booking_id = ${booking.id}`,
      ),
    ).toBe('changed');
    expect(
      await refused(
        sql`update session_note_addenda set key_id = key_id, wrapped_key = wrapped_key`,
      ),
    ).toBe('changed');
    const read = sessionNoteSchema.parse((await client().get(path, doctor.token)).json());
    expect(read.sections.subjective).toBe('As signed.');
    expect(read.addenda.map((a) => a.text)).toEqual(['Later.']);
  });

  it('two tabs saving the same version at once: exactly one wins', async () => {
    const { doctor, path } = await setUp();
    await client().put(path, soap(0, 'Start.'), doctor.token);
    const answers = await Promise.all(
      ['Tab one.', 'Tab two.'].map((text) => client().put(path, soap(1, text), doctor.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as { sections: object };
    expect(
      sessionNoteSchema.parse((await client().get(path, doctor.token)).json()).sections,
    ).toEqual(winner.sections);
  });

  it('is its author’s alone: not the client’s, another therapist’s, an administrator’s, nor in the export', async () => {
    const { doctor, otherDoctor, patient, path } = await setUp();
    const phrase = 'Disclosed a private family matter';
    await client().put(path, soap(0, phrase), doctor.token);
    const admin = await makePerson(ctx.app, 'admin', 'Admin');
    const answers = await Promise.all([
      client().get(path),
      client().get(path, patient.token),
      client().get(path, otherDoctor.token),
      client().get(path, admin.token),
      client().put(path, soap(1, 'Overwritten'), otherDoctor.token),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 404, 403, 404]);
    for (const answer of answers) expect(answer.body).not.toContain(phrase);

    for (const token of [patient.token, doctor.token]) {
      const exported = await client().get('/api/profile/export', token);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain(phrase);
    }
    expect((await client().get(path, doctor.token)).json()).toMatchObject({
      sections: { subjective: phrase },
    });
  });

  it('answers bad input with 400 and the field, and a body past its limit with 413', async () => {
    const { doctor, path } = await setUp();
    const tooLong = 'x'.repeat(SESSION_NOTE_SECTION_MAX_LENGTH + 1);
    const cases: [unknown, string][] = [
      [{ template: 'soap', version: 0, sections: { subjective: tooLong } }, 'sections.subjective'],
      [{ template: 'soap', version: -1, sections: {} }, 'version'],
      [{ template: 'letter', version: 0, sections: {} }, 'template'],
      [{ template: 'free', version: 0, sections: { text: 'a\u0000b' } }, 'sections.text'],
      [{ template: 'dap', version: 0, sections: { subjective: 'not a DAP section' } }, 'sections'],
    ];
    for (const [body, field] of cases) {
      const res = await client().put(path, body, doctor.token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const atMost = 'y'.repeat(SESSION_NOTE_SECTION_MAX_LENGTH);
    const full = await client().put(
      path,
      {
        template: 'soap',
        version: 0,
        sections: { subjective: atMost, objective: atMost, assessment: atMost, plan: atMost },
      },
      doctor.token,
    );
    expect(full.statusCode).toBe(200);
    const huge = await client().put(
      path,
      { template: 'free', version: 1, sections: { text: 'z'.repeat(600_000) } },
      doctor.token,
    );
    expect(huge.statusCode).toBe(413);
    const emptyAddendum = await client().post(`${path}/addenda`, { text: '   ' }, doctor.token);
    expect(emptyAddendum.statusCode).toBe(400);
    expect(emptyAddendum.json()).toMatchObject({ error: sn.addendumRequired });
  });

  it('stores nothing of the note in plain text, and a ciphertext moved to another row does not open', async () => {
    const { doctor, path, patient, booking } = await setUp();
    const phrase = 'Zanzibar marmalade confession';
    await client().put(path, soap(0, phrase), doctor.token);
    const raw = (await ctx.app.ctx.db.execute(sql`select * from session_notes`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const dump = JSON.stringify(raw.rows, (_k, v: unknown) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
    );
    expect(raw.rows).toHaveLength(1);
    expect(dump).not.toContain(phrase);
    expect(dump).not.toContain('Zanzibar');

    // A second booking's note, then the first one's ciphertext and key copied onto it.
    const slotId = await addFreeSlot(ctx.app, doctor.token, 72);
    const other = createBookingResponseSchema.parse(
      (
        await client().post(
          '/api/bookings/create',
          { slotId, doctorId: doctor.user.id },
          patient.token,
        )
      ).json(),
    ).booking;
    await client().put(notePath(other.id), soap(0, 'Other session.'), doctor.token);
    await ctx.app.ctx.db.execute(sql`
      update session_notes set (key_id, wrapped_key, iv, ciphertext) =
        (select key_id, wrapped_key, iv, ciphertext from session_notes where booking_id = ${booking.id})
      where booking_id = ${other.id}`);
    const swapped = await client().get(notePath(other.id), doctor.token);
    expect(swapped.statusCode).toBe(500);
    expect(swapped.body).not.toContain(phrase);
    await ctx.app.ctx.db.execute(sql`delete from session_notes where booking_id = ${other.id}`);
  });
});
