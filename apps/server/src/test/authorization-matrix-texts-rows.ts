import type { Row, Statuses } from './authorization-matrix-rows';

const clientsOnly = (status: number): Statuses => [401, status, status, 403, 403, 403];
const everyone = (status: number): Statuses => [status, status, status, status, status, status];

/**
 * The authorization matrix's rows for text messages (issue 28). A client manages only their own
 * channels (the path names no one else); the matrix's app has no text provider, so asking for a
 * code or confirming one is refused (409), and the providers' callbacks are paths that do not
 * exist (404): their signatures are tested in texts-consent.test.ts.
 */
export const TEXT_ROWS: Record<string, Row> = {
  'GET /api/profile/text-channels': { statuses: clientsOnly(200) },
  'POST /api/profile/text-channels/{channel}/code': {
    statuses: clientsOnly(409),
    request: () => ({ params: { channel: 'sms' }, body: { phone: '+447700900123' } }),
  },
  'POST /api/profile/text-channels/{channel}/confirm': {
    statuses: clientsOnly(409),
    request: () => ({ params: { channel: 'sms' }, body: { code: '123456' } }),
  },
  'DELETE /api/profile/text-channels/{channel}': {
    statuses: clientsOnly(200),
    request: () => ({ params: { channel: 'whatsapp' } }),
  },
  'POST /api/texts/twilio/status': {
    statuses: everyone(404),
    request: () => ({ body: { MessageSid: 'SM1', MessageStatus: 'delivered' } }),
  },
  'POST /api/texts/twilio/inbound': {
    statuses: everyone(404),
    request: () => ({ body: { From: '+447700900123', Body: 'STOP' } }),
  },
  'GET /api/texts/meta/webhook': { statuses: everyone(404) },
  'POST /api/texts/meta/webhook': { statuses: everyone(404), request: () => ({ body: {} }) },
};
