import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** Every endpoint of the API, as the web app and other clients call it. */
const ENDPOINTS = [
  ['get', '/api/health'],
  ['get', '/api/ready'],
  ['get', '/api/plans'],
  ['get', '/api/services'],
  ['get', '/api/doctors'],
  ['get', '/api/doctors/{doctorId}'],
  ['get', '/api/doctors/{doctorId}/available-slots'],
  ['post', '/api/signup'],
  ['post', '/api/signup/confirm'],
  ['post', '/api/login'],
  ['post', '/api/DocLogin'],
  ['get', '/api/check-login'],
  ['post', '/api/logout'],
  ['get', '/api/session'],
  ['post', '/api/session/keepalive'],
  ['post', '/api/verifyemail'],
  ['post', '/api/changepassword'],
  ['put', '/api/profile'],
  ['put', '/api/profile/phone'],
  ['put', '/api/profile/time-zone'],
  ['put', '/api/profile/language'],
  ['get', '/api/profile/export'],
  ['delete', '/api/profile'],
  ['get', '/api/profile/history/{userId}'],
  ['get', '/api/doctor/available-slots'],
  ['post', '/api/doctor/add-available-slots'],
  ['put', '/api/doctor/available-slots/{id}'],
  ['delete', '/api/doctor/available-slots/{id}'],
  ['post', '/api/bookings/create'],
  ['get', '/api/bookings/mine'],
  ['post', '/api/bookings/{id}/cancel'],
  ['get', '/api/notifications'],
  ['put', '/api/notifications/read-all'],
  ['put', '/api/notifications/{id}/read'],
  ['get', '/api/chat/conversations'],
  ['post', '/api/chat/conversations'],
  ['get', '/api/chat/conversations/{id}/messages'],
  ['post', '/api/chat/conversations/{id}/read'],
  ['get', '/api/chat/doctors'],
  ['get', '/api/video/{roomId}'],
  ['post', '/api/report-problem'],
  ['get', '/api/admin/reports'],
  ['put', '/api/admin/reports/{id}'],
  ['get', '/api/admin/reports/{id}/attachments/{attachmentId}'],
  ['get', '/api/admin/therapists'],
  ['post', '/api/admin/therapists'],
  ['put', '/api/admin/therapists/{id}'],
  ['put', '/api/admin/therapists/{id}/photo'],
  ['post', '/api/admin/therapists/{id}/deactivate'],
  ['post', '/api/admin/therapists/{id}/reactivate'],
  ['get', '/api/admin/clients'],
  ['get', '/api/admin/clients/{id}/bookings'],
  ['post', '/api/admin/clients/{id}/deactivate'],
  ['post', '/api/admin/clients/{id}/reactivate'],
  ['post', '/api/admin/clients/{id}/password-reset'],
  ['get', '/api/admin/audit-log'],
  ['get', '/api/therapist-photos/{id}'],
  ['get', '/api/doctors/{doctorId}/reviews'],
  ['post', '/api/bookings/{bookingId}/review'],
  ['get', '/api/reviews/mine'],
  ['get', '/api/doctor/bookings/{bookingId}/note'],
  ['put', '/api/doctor/bookings/{bookingId}/note'],
  ['post', '/api/doctor/bookings/{bookingId}/note/sign'],
  ['post', '/api/doctor/bookings/{bookingId}/note/addenda'],
  ['get', '/api/doctor/profile'],
  ['put', '/api/doctor/profile'],
  ['put', '/api/doctor/profile/photo'],
  ['get', '/api/doctor/working-hours'],
  ['post', '/api/doctor/working-hours'],
  ['get', '/api/doctors/{doctorId}/availability-alerts'],
  ['post', '/api/doctors/{doctorId}/availability-alerts'],
  ['delete', '/api/doctors/{doctorId}/availability-alerts'],
  ['post', '/api/bookings/{id}/reschedule'],
  ['post', '/api/bookings/{id}/cancel-by-therapist'],
  ['get', '/api/bookings/policy'],
  ['get', '/api/chat/question-choice'],
  ['put', '/api/chat/question-choice'],
  ['get', '/api/admin/therapists/{id}/deactivation-preview'],
  ['get', '/api/admin/clients/{id}/deactivation-preview'],
  ['post', '/api/video/{roomId}/arrived'],
  ['post', '/api/bookings/{bookingId}/questionnaires'],
  ['get', '/api/questionnaires/due'],
  ['get', '/api/questionnaires/results'],
  ['post', '/api/doctor/bookings/{bookingId}/questionnaire-request'],
  ['get', '/api/doctor/clients/{clientId}/questionnaires/results'],
  ['get', '/api/doctor/questionnaires/latest'],
  ['get', '/api/doctor/risk-signals'],
  ['get', '/api/doctor/risk-signals/{id}'],
  ['post', '/api/doctor/risk-signals/{id}/acknowledge'],
  ['get', '/api/profile/consents'],
  ['put', '/api/profile/consents'],
  ['get', '/api/profile/access-log'],
  ['get', '/api/admin/plans'],
  ['post', '/api/admin/plans'],
  ['patch', '/api/admin/plans/{id}'],
  ['get', '/api/payments/mine'],
  ['get', '/api/payments/{id}'],
  ['get', '/api/payments/{id}/receipt'],
  ['post', '/api/payments/{id}/verify-return'],
  ['post', '/api/payments/{id}/abandon'],
  ['post', '/api/payments/webhooks/razorpay'],
  ['post', '/api/payments/webhooks/stripe'],
  ['post', '/api/plans/{id}/purchase'],
  ['get', '/api/plans/mine'],
  ['get', '/api/admin/payments'],
  ['get', '/api/admin/payments/export.csv'],
  ['get', '/api/admin/payments/revenue'],
  ['post', '/api/admin/payments/{id}/refund'],
  ['get', '/api/admin/credits'],
  ['get', '/api/doctor/payments/summary'],
  ['post', '/api/bookings/{bookingId}/call'],
  ['post', '/api/calls/{id}/accept'],
  ['post', '/api/calls/{id}/decline'],
  ['post', '/api/calls/{id}/cancel'],
  ['get', '/api/calls'],
  ['get', '/api/profile/text-channels'],
  ['post', '/api/profile/text-channels/{channel}/code'],
  ['post', '/api/profile/text-channels/{channel}/confirm'],
  ['delete', '/api/profile/text-channels/{channel}'],
  ['post', '/api/texts/twilio/status'],
  ['post', '/api/texts/twilio/inbound'],
  ['get', '/api/texts/meta/webhook'],
  ['post', '/api/texts/meta/webhook'],
] as const;

/** Endpoints that answer with a file, not JSON (an attachment, a therapist's photo, a CSV). */
const FILE_ENDPOINTS = new Set([
  'get /api/admin/reports/{id}/attachments/{attachmentId}',
  'get /api/therapist-photos/{id}',
  'get /api/admin/payments/export.csv',
  // Meta's handshake answers its challenge as plain text.
  'get /api/texts/meta/webhook',
]);

interface Operation {
  summary?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('the API contract', () => {
  const ctx = useTestApp();

  it('documents every endpoint with its body and its answer at /api/openapi.json', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(ENDPOINTS.map(([m, p]) => `${m} ${p}`).sort());
    for (const [method, path] of ENDPOINTS) {
      const op = doc.paths[path]![method]!;
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      if (FILE_ENDPOINTS.has(`${method} ${path}`)) continue;
      const success = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
      expect(success?.content?.['application/json']?.schema, `${method} ${path}`).toBeTruthy();
    }
    const login = doc.paths['/api/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"email"');
  });

  it('serves a readable reference at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });

  it('sends nothing a response schema does not name', async () => {
    const res = await ctx.app.inject({ url: '/api/doctors' });
    for (const doctor of res.json() as Record<string, unknown>[]) {
      expect(Object.keys(doctor).sort()).toEqual(
        [
          ...['description', 'id', 'image', 'name', 'nextAvailable', 'price', 'specialization'],
          'nextFreeTimes',
          ...['rating', 'credentials', 'languages', 'approach'],
        ].sort(),
      );
    }
  });

  it('answers a malformed path id with the 404 of the thing it names', async () => {
    const res = await ctx.app.inject({ url: '/api/doctors/not-a-uuid' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'DOCTOR_NOT_FOUND',
      error: 'This therapist could not be found.',
    });
  });
});
