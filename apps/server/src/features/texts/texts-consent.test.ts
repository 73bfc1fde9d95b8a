import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textChannelsSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { createPatient, signInDemoPeople } from '../../test/people';
import {
  bookDemoSession,
  codeTextedTo,
  textsOf,
  twilioEnv,
  metaEnv,
  META_VERIFY_TOKEN,
} from '../../test/text-kit';
import { startMetaStandIn, type MetaStandIn } from '../../test/text-stand-ins/meta-stand-in';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';
import { useTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://clinic.example';
const PHONE = '+447700900123';
const CHANNELS = '/api/profile/text-channels';

describe('text consent and Twilio callbacks', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio.close());
  const ctx = useTestApp({
    env: () => ({
      ...twilioEnv(twilio),
      PUBLIC_URL,
    }),
  });
  beforeEach(() => {
    twilio.messages.splice(0);
  });
  const client = () => api(ctx.app);

  const codeSentTo = (to: string) => codeTextedTo(twilio, to);

  async function optIn(token: string) {
    const sent = await client().post(`${CHANNELS}/sms/code`, { phone: PHONE }, token);
    expect(sent.statusCode).toBe(200);
    const code = await codeSentTo(PHONE);
    return client().post(`${CHANNELS}/sms/confirm`, { code }, token);
  }

  /** A Twilio callback, signed as Twilio signs it (or not, or with another token). */
  function twilioPost(
    path: string,
    params: Record<string, string>,
    signing: 'right' | 'forged' | 'none',
  ) {
    const signature =
      signing === 'none'
        ? {}
        : {
            'x-twilio-signature': twilio.sign(
              `${PUBLIC_URL}${path}`,
              params,
              signing === 'forged' ? 'another-auth-token-000' : undefined,
            ),
          };
    return ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...signature },
      payload: new URLSearchParams(params).toString(),
    });
  }

  it('opts in by a 6-digit code sent to the number: a wrong code is refused, the right one turns SMS on', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const before = textChannelsSchema.parse((await client().get(CHANNELS, patient.token)).json());
    expect(before.channels).toEqual([
      { channel: 'sms', offered: true, state: 'off', phone: null, consentedAt: null },
      { channel: 'whatsapp', offered: true, state: 'off', phone: null, consentedAt: null },
    ]);
    await client().post(`${CHANNELS}/sms/code`, { phone: PHONE }, patient.token);
    const code = await codeSentTo(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client().post(`${CHANNELS}/sms/confirm`, { code: wrong }, patient.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { code: 'That code is not right.' } });
    const ok = await client().post(`${CHANNELS}/sms/confirm`, { code }, patient.token);
    expect(ok.statusCode).toBe(200);
    const sms = textChannelsSchema.parse(ok.json()).channels[0]!;
    expect(sms).toMatchObject({ state: 'on', phone: PHONE });
    expect(Date.parse(sms.consentedAt!)).toBeLessThanOrEqual(ctx.clock.now().getTime());
    // The code's text keeps no code once sent.
    await eventually(async () =>
      (await textsOf(ctx.app, patient.user.id)).every((r) => r.status === 'sent'),
    );
    expect((await textsOf(ctx.app, patient.user.id))[0]!.body).toBeNull();

    // Withdrawn: off, and the next booking texts nobody.
    const off = await client().delete(`${CHANNELS}/sms`, undefined, patient.token);
    expect(textChannelsSchema.parse(off.json()).channels[0]!.state).toBe('off');
    await bookDemoSession(ctx.app);
    expect((await textsOf(ctx.app, patient.user.id)).map((r) => r.kind)).toEqual([
      'verification_code',
    ]);
  });

  it('refuses an expired code, and any code after five wrong ones', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    await client().post(`${CHANNELS}/sms/code`, { phone: PHONE }, patient.token);
    const code = await codeSentTo(PHONE);
    ctx.clock.advance(11 * 60_000);
    const late = await client().post(`${CHANNELS}/sms/confirm`, { code }, patient.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      fields: { code: 'This code has expired. Ask for a new one.' },
    });

    twilio.messages.splice(0);
    await client().post(`${CHANNELS}/sms/code`, { phone: PHONE }, patient.token);
    const fresh = await codeSentTo(PHONE);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await client().post(`${CHANNELS}/sms/confirm`, { code: wrong }, patient.token)).statusCode,
      ).toBe(400);
    }
    expect(
      (await client().post(`${CHANNELS}/sms/confirm`, { code: wrong }, patient.token)).statusCode,
    ).toBe(429);
    expect(
      (await client().post(`${CHANNELS}/sms/confirm`, { code: fresh }, patient.token)).statusCode,
    ).toBe(429);
  });

  it('sends one number at most five codes an hour, however many accounts ask', async () => {
    const victim = '+447700900555';
    const asking = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => createPatient(ctx.app, `Code Asker ${name}`)),
    );
    const statuses: number[] = [];
    for (const { token } of asking) {
      for (const channel of ['sms', 'whatsapp', 'sms']) {
        const res = await client().post(`${CHANNELS}/${channel}/code`, { phone: victim }, token);
        statuses.push(res.statusCode);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    await eventually(async () => twilio.messages.length === 5);
    // After the hour, the number may be asked again (by someone signed in then).
    ctx.clock.advance(3600_000);
    const later = await createPatient(ctx.app, 'Code Asker Later');
    expect(
      (await client().post(`${CHANNELS}/sms/code`, { phone: victim }, later.token)).statusCode,
    ).toBe(200);
  });

  it('refuses a bad number and a malformed code with the field, never a 500', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const phone = await client().post(`${CHANNELS}/sms/code`, { phone: 'call me' }, patient.token);
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ fields: { phone: expect.any(String) } });
    const code = await client().post(`${CHANNELS}/sms/confirm`, { code: '12ab' }, patient.token);
    expect(code.statusCode).toBe(400);
    // A channel that does not exist is a path that does not exist.
    expect(
      (await client().post(`${CHANNELS}/fax/code`, { phone: PHONE }, patient.token)).statusCode,
    ).toBe(404);
  });

  it('records delivery from a signed status callback; refuses unsigned and forged ones', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    expect((await optIn(patient.token)).statusCode).toBe(200);
    twilio.messages.splice(0);
    await bookDemoSession(ctx.app);
    await eventually(async () => twilio.messages.length === 1);
    const [message] = twilio.messages;
    await eventually(async () =>
      (await textsOf(ctx.app, patient.user.id)).some(
        (r) => r.kind === 'confirmation' && r.status === 'sent',
      ),
    );
    const params = { MessageSid: message!.sid, MessageStatus: 'delivered', To: PHONE };
    const path = '/api/texts/twilio/status';
    expect((await twilioPost(path, params, 'none')).statusCode).toBe(403);
    expect((await twilioPost(path, params, 'forged')).statusCode).toBe(403);
    const confirmation = async () =>
      (await textsOf(ctx.app, patient.user.id)).find((r) => r.kind === 'confirmation')!;
    expect((await confirmation()).status).toBe('sent');
    expect((await twilioPost(path, params, 'right')).statusCode).toBe(200);
    expect(await confirmation()).toMatchObject({ status: 'delivered' });
    // A late "sent" does not undo "delivered".
    await twilioPost(path, { ...params, MessageStatus: 'sent' }, 'right');
    expect((await confirmation()).status).toBe('delivered');
  });

  it('turns SMS off on a signed STOP reply; a forged one changes nothing', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    await optIn(patient.token);
    const path = '/api/texts/twilio/inbound';
    const stop = { From: PHONE, To: '+14155550100', Body: 'Stop ', MessageSid: 'SMinbound1' };
    expect((await twilioPost(path, stop, 'forged')).statusCode).toBe(403);
    const state = async () =>
      textChannelsSchema.parse((await client().get(CHANNELS, patient.token)).json()).channels[0]!
        .state;
    expect(await state()).toBe('on');
    expect((await twilioPost(path, stop, 'right')).statusCode).toBe(200);
    expect(await state()).toBe('off');
  });
});

describe('Meta webhooks', () => {
  let meta: MetaStandIn;
  beforeAll(async () => {
    meta = await startMetaStandIn();
  });
  afterAll(() => meta.close());
  const ctx = useTestApp({
    env: () => ({
      ...metaEnv(meta),
    }),
  });
  const path = '/api/texts/meta/webhook';
  const post = (body: unknown, signature?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(signature && { 'x-hub-signature-256': signature }),
      },
      payload: JSON.stringify(body),
    });

  it('answers the handshake only for its verify token', async () => {
    const ok = await ctx.app.inject({
      url: `${path}?hub.mode=subscribe&hub.verify_token=${META_VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    const wrong = await ctx.app.inject({
      url: `${path}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('opts in by a code over WhatsApp, records delivery and STOP from signed webhooks, refuses forged ones', async () => {
    const { patient } = await signInDemoPeople(ctx.app);
    const client = api(ctx.app);
    const sms = await client.post(`${CHANNELS}/sms/code`, { phone: PHONE }, patient.token);
    expect(sms.statusCode).toBe(409);
    await client.post(`${CHANNELS}/whatsapp/code`, { phone: PHONE }, patient.token);
    await eventually(async () => meta.messages.length === 1);
    expect(meta.messages[0]).toMatchObject({ to: '447700900123', template: 'verification_code' });
    const code = meta.messages[0]!.params[0]!;
    expect(
      (await client.post(`${CHANNELS}/whatsapp/confirm`, { code }, patient.token)).statusCode,
    ).toBe(200);

    await bookDemoSession(ctx.app);
    await eventually(async () => meta.messages.length === 2);
    await eventually(async () =>
      (await textsOf(ctx.app, patient.user.id)).every((r) => r.status === 'sent'),
    );
    const delivered = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  { id: meta.messages[1]!.id, status: 'delivered', recipient_id: '447700900123' },
                ],
              },
            },
          ],
        },
      ],
    };
    expect((await post(delivered)).statusCode).toBe(403);
    expect(
      (await post(delivered, meta.sign(JSON.stringify(delivered), 'not-the-app-secret')))
        .statusCode,
    ).toBe(403);
    expect((await post(delivered, meta.sign(JSON.stringify(delivered)))).statusCode).toBe(200);
    const confirmation = (await textsOf(ctx.app, patient.user.id)).find(
      (r) => r.kind === 'confirmation',
    );
    expect(confirmation?.status).toBe('delivered');

    const stop = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: '447700900123', type: 'text', text: { body: 'STOP' } }] },
            },
          ],
        },
      ],
    };
    expect((await post(stop, meta.sign(JSON.stringify(stop)))).statusCode).toBe(200);
    const view = textChannelsSchema.parse((await client.get(CHANNELS, patient.token)).json());
    expect(view.channels[1]!.state).toBe('off');
  });

  it('never answers 500 to a signed body of the wrong shape', async () => {
    const change = (value: unknown) => ({ entry: [{ changes: [{ field: 'messages', value }] }] });
    for (const body of [
      {},
      { entry: 'x' },
      { entry: [{ changes: [null] }] },
      [1, 2],
      change({ statuses: 5 }),
      change({ statuses: { id: 'wamid.1' } }),
      change({ messages: 7 }),
      change({ messages: { from: '447700900123' } }),
      change({ statuses: [{ id: 'wamid.1', status: 'failed', errors: 'x' }] }),
    ]) {
      const res = await post(body, meta.sign(JSON.stringify(body)));
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': meta.sign('{nope') },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
  });
});
