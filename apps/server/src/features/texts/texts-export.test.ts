import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataExportSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { bookDemoSession, codeTextedTo, textsOf, twilioEnv } from '../../test/text-kit';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/text-stand-ins/twilio-stand-in';
import { useTestApp } from '../../test/test-app';

const PHONE = '+447700900123';
const CHANNELS = '/api/profile/text-channels';

/** The data export (GET /api/profile/export) holds the texts sent to a person and their consents. */
describe('texts in the data export', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio.close());
  const ctx = useTestApp({ env: () => twilioEnv(twilio) });
  const client = () => api(ctx.app);
  const exportOf = async (token: string) => {
    const res = await client().get('/api/profile/export', token);
    expect(res.statusCode).toBe(200);
    return personalDataExportSchema.parse(res.json());
  };

  it("lists the client's texts and SMS consent, without a code's digits, and only theirs", async () => {
    // The client opts in to SMS through the profile (a code by text), then books a session.
    const { patient, doctor, bookingId } = await bookDemoSession(ctx.app);
    await client().post(`${CHANNELS}/sms/code`, { phone: PHONE }, patient.token);
    const code = await codeTextedTo(twilio, PHONE);
    const confirmed = await client().post(`${CHANNELS}/sms/confirm`, { code }, patient.token);
    expect(confirmed.statusCode).toBe(200);
    await client().post(`/api/bookings/${bookingId}/cancel`, {}, patient.token);
    await eventually(async () =>
      (await textsOf(ctx.app, patient.user.id)).every((text) => text.status === 'sent'),
    );

    const mine = await exportOf(patient.token);
    expect(mine.textConsents).toEqual([
      {
        channel: 'sms',
        phone: PHONE,
        consentedAt: expect.any(String),
        withdrawnAt: null,
        withdrawnBy: null,
      },
    ]);
    // Newest first: the cancellation, then the code that confirmed the number.
    expect(mine.textMessages.map((text) => [text.channel, text.kind, text.phone])).toEqual([
      ['sms', 'cancellation', PHONE],
      ['sms', 'verification_code', PHONE],
    ]);
    expect(mine.textMessages.every((text) => text.status === 'sent' && text.sentAt)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain(code);

    // The therapist's export holds none of the client's texts.
    const theirs = await exportOf(doctor.token);
    expect(theirs.textMessages).toEqual([]);
    expect(theirs.textConsents).toEqual([]);
  });
});
