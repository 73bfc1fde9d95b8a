import { randomUUID } from 'node:crypto';
import type { Row } from './authorization-matrix-rows';

/**
 * The authorization matrix's rows for the clinical record (issue 25): session notes, questionnaires,
 * consent, the access log and the safety net. Patient A has a session with therapist X; B and Y
 * are strangers to it (see authorization-matrix-rows.ts for the callers' order).
 */
export const CLINICAL_RECORD_ROWS: Record<string, Row> = {
  // X's private note on A's session: X alone; Y learns nothing of it (404); never A or an admin.
  'GET /api/doctor/bookings/{bookingId}/note': {
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { bookingId: s.booking.id } }),
  },
  'PUT /api/doctor/bookings/{bookingId}/note': {
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({
      params: { bookingId: s.booking.id },
      body: { template: 'free', version: 1, sections: { text: 'Rewritten by the caller.' } },
    }),
  },
  'POST /api/doctor/bookings/{bookingId}/note/sign': {
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { bookingId: s.booking.id }, body: { version: 1 } }),
  },
  'POST /api/doctor/bookings/{bookingId}/note/addenda': {
    // The scene's note is a draft: addenda wait for the signature (409), for X alone.
    statuses: [401, 403, 403, 409, 404, 403],
    request: (s) => ({ params: { bookingId: s.booking.id }, body: { text: 'Later words.' } }),
  },
  // Issue 25: questionnaires before A's session, sharing with consent, the safety net.
  'POST /api/bookings/{bookingId}/questionnaires': {
    statuses: [401, 201, 404, 403, 403, 403],
    request: (s) => ({
      params: { bookingId: s.booking.id },
      body: { instrument: 'gad7', answers: [0, 1, 0, 1, 0, 1, 0] },
    }),
  },
  'GET /api/questionnaires/due': { statuses: [401, 200, 200, 403, 403, 403] },
  'GET /api/questionnaires/results': { statuses: [401, 200, 200, 403, 403, 403] },
  'POST /api/doctor/bookings/{bookingId}/questionnaire-request': {
    // X asks A (a notification for A); Y learns nothing of the session.
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { bookingId: s.booking.id } }),
    mayChange: ['therapist X'],
  },
  'GET /api/doctor/clients/{clientId}/questionnaires/results': {
    // A has not shared (X: 200, shared false, no results); Y has no session with A.
    statuses: [401, 403, 403, 200, 403, 403],
    request: (s) => ({ params: { clientId: s.patientA.id } }),
  },
  'GET /api/doctor/questionnaires/latest': {
    // The same rule, for the agenda: A has not shared, so X gets no score (and nothing is
    // logged); Y has no session with A. Neither is refused: the answer is simply empty.
    statuses: [401, 403, 403, 200, 200, 403],
    request: (s) => ({ query: { clientId: s.patientA.id } }),
  },
  'GET /api/doctor/risk-signals': { statuses: [401, 403, 403, 200, 200, 403] },
  // One alert: its therapist's, and an administrator's once it is escalated (the escalation's
  // notification leads there), so the admin is let past the role check and, like Y, learns
  // nothing of an alert that is not theirs to read (404). Real alerts: risk-signals.test.ts.
  'GET /api/doctor/risk-signals/{id}': {
    statuses: [401, 403, 403, 404, 404, 404],
    request: () => ({ params: { id: randomUUID() } }),
  },
  'POST /api/doctor/risk-signals/{id}/acknowledge': {
    statuses: [401, 403, 403, 404, 404, 403],
    request: () => ({ params: { id: randomUUID() } }),
  },
  'GET /api/profile/consents': { statuses: [401, 200, 200, 403, 403, 403] },
  'PUT /api/profile/consents': {
    statuses: [401, 200, 200, 403, 403, 403],
    request: () => ({ body: { purpose: 'share_questionnaires', granted: false } }),
  },
  'GET /api/profile/access-log': { statuses: [401, 200, 200, 403, 403, 403] },
};
