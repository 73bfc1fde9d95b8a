import { randomUUID } from 'node:crypto';
import { multipartBody, sample, validFields } from './upload-kit';
import { SCENE_PASSWORD, type Caller, type Person, type Scene } from './authorization-scene';
import { CALL_ROWS } from './authorization-matrix-calls-rows';
import { CLINICAL_RECORD_ROWS } from './authorization-matrix-clinical-rows';
import { MONEY_ROWS } from './authorization-matrix-money-rows';
import { TEXT_ROWS } from './authorization-matrix-texts-rows';

/**
 * Issue 9's authorization matrix: every endpoint of /api/openapi.json, called by each of six
 * people with a valid request that names what patient A or therapist X own, answers the status
 * in its row. Patient B, therapist Y and the admin are strangers to A and X: they get 403 where
 * the route is closed to their role and 404 where the route hides that the thing exists. Each
 * case also checks that no stranger's answer shows A's booking or either one's notifications,
 * and that A's and X's accounts, slots, bookings and notifications are as they were unless the
 * row says the caller may change them.
 */

/** In the order of CALLERS: anonymous, patient A, patient B, therapist X, therapist Y, admin. */
export type Statuses = readonly [number, number, number, number, number, number];

export interface Row {
  statuses: Statuses;
  /** A valid request: path parameters, query and body, naming A's or X's things. */
  request?: (
    scene: Scene,
    caller: Person | undefined,
  ) => { params?: object; query?: Record<string, string | string[]>; body?: unknown };
  /** The call ends the caller's session or account: B, Y and the admin get fresh ones for it. */
  spendsCaller?: true;
  /** Callers whose call rightly changes what A or X hold. */
  mayChange?: Caller[];
  /** A multipart body (uploads) instead of JSON. */
  multipart?: () => { payload: Buffer; headers: Record<string, string> };
}

const everyone = (status: number): Statuses => [status, status, status, status, status, status];
const signedIn = (status: number): Statuses => [401, status, status, status, status, status];
const adminOnly = (status: number): Statuses => [404, 404, 404, 404, 404, status];
/** The smallest PNG: one pixel, for the photo row. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const signup = () => ({
  Name: 'New Client',
  Password: SCENE_PASSWORD,
  confirmPassword: SCENE_PASSWORD,
  Age: 30,
  Email: `signup.${Math.random().toString(36).slice(2)}@matrix.example`,
  PhoneNumber: '+919800011133',
});
const NEW_PASSWORD = 'copper-meadow-8351';

// statuses: [anonymous, patient A, patient B, therapist X, therapist Y, admin]
export const MATRIX: Record<string, Row> = {
  'GET /api/health': { statuses: everyone(200) },
  'GET /api/ready': { statuses: everyone(200) },
  'GET /api/plans': { statuses: everyone(200) },
  'GET /api/services': { statuses: everyone(200) },
  'GET /api/doctors': { statuses: everyone(200) },
  'GET /api/doctors/{doctorId}': {
    statuses: everyone(200),
    request: (s) => ({ params: { doctorId: s.therapistX.id } }),
  },
  'GET /api/doctors/{doctorId}/available-slots': {
    statuses: everyone(200),
    request: (s) => ({ params: { doctorId: s.therapistX.id } }),
  },
  // Any client may wait for any listed therapist's new times; it is their own wish, nobody else's.
  ...Object.fromEntries(
    ['GET', 'POST', 'DELETE'].map((method) => [
      `${method} /api/doctors/{doctorId}/availability-alerts`,
      {
        statuses: [401, 200, 200, 403, 403, 403],
        request: (s: Scene) => ({ params: { doctorId: s.therapistX.id } }),
      } satisfies Row,
    ]),
  ),
  'GET /api/doctors/{doctorId}/reviews': {
    statuses: everyone(200),
    request: (s) => ({ params: { doctorId: s.therapistX.id } }),
  },
  'POST /api/signup': { statuses: everyone(202), request: () => ({ body: signup() }) },
  // Public: the e-mailed token is the only key (a made-up one is refused the same for everyone).
  'POST /api/signup/confirm': {
    statuses: everyone(400),
    request: () => ({ body: { token: 'x'.repeat(43), browserKey: 'y'.repeat(43) } }),
  },
  'POST /api/login': {
    statuses: everyone(200),
    request: (s) => ({ body: { email: s.patientA.email, password: s.patientA.password } }),
  },
  'POST /api/DocLogin': {
    statuses: everyone(200),
    request: (s) => ({ body: { email: s.therapistX.email, password: s.therapistX.password } }),
  },
  'GET /api/check-login': { statuses: signedIn(200) },
  'POST /api/logout': { statuses: signedIn(200), spendsCaller: true },
  'GET /api/session': { statuses: signedIn(200) },
  'POST /api/session/keepalive': { statuses: signedIn(200) },
  'POST /api/verifyemail': {
    statuses: everyone(200),
    request: (s) => ({ body: { email: s.patientA.email } }),
  },
  'POST /api/changepassword': {
    statuses: [401, 200, 403, 403, 403, 403],
    request: (s) => ({
      body: {
        userId: s.patientA.id,
        currentPassword: s.patientA.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    }),
    mayChange: ['patient A'],
  },
  'PUT /api/profile': {
    statuses: [401, 200, 403, 403, 403, 403],
    request: (s) => ({ body: { userId: s.patientA.id, name: 'Renamed' } }),
    mayChange: ['patient A'],
  },
  'PUT /api/profile/phone': {
    statuses: signedIn(200),
    request: () => ({ body: { phone: '+919812345678' } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'PUT /api/profile/time-zone': {
    statuses: signedIn(200),
    request: () => ({ body: { timeZone: 'Europe/London' } }),
    mayChange: ['patient A', 'therapist X'],
  },
  // Each person's own language only: the body names no account.
  'PUT /api/profile/language': {
    statuses: signedIn(200),
    request: () => ({ body: { language: 'en' } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'GET /api/profile/export': { statuses: signedIn(200) },
  'DELETE /api/profile': {
    statuses: signedIn(200),
    request: (_, caller) => ({ body: { password: caller?.password ?? SCENE_PASSWORD } }),
    spendsCaller: true,
    // X's account goes with its slots and A's booking of one.
    mayChange: ['patient A', 'therapist X'],
  },
  'GET /api/profile/history/{userId}': {
    statuses: [401, 200, 403, 403, 403, 403],
    request: (s) => ({ params: { userId: s.patientA.id } }),
  },
  'GET /api/doctor/available-slots': { statuses: [401, 403, 403, 200, 200, 403] },
  'POST /api/doctor/add-available-slots': {
    statuses: [401, 403, 403, 200, 200, 403],
    request: (s) => ({ body: { slots: [s.spareTimes] } }),
    mayChange: ['therapist X'],
  },
  'GET /api/doctor/working-hours': { statuses: [401, 403, 403, 200, 200, 403] },
  'POST /api/doctor/working-hours': {
    statuses: [401, 403, 403, 200, 200, 403],
    request: () => ({
      body: {
        ranges: [{ weekday: 3, start: '03:00', end: '04:00' }],
        session_minutes: 50,
        break_minutes: 10,
        weeks: 1,
      },
    }),
    mayChange: ['therapist X'],
  },
  'PUT /api/doctor/available-slots/{id}': {
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { id: s.freeSlot.id }, body: s.spareTimes }),
    mayChange: ['therapist X'],
  },
  'DELETE /api/doctor/available-slots/{id}': {
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { id: s.freeSlot.id } }),
    mayChange: ['therapist X'],
  },
  'POST /api/bookings/create': {
    // X's free slot is open to every client, B as much as A.
    statuses: [401, 200, 200, 403, 403, 403],
    request: (s) => ({ body: { slotId: s.freeSlot.id, doctorId: s.therapistX.id } }),
    mayChange: ['patient A', 'patient B'],
  },
  'GET /api/bookings/mine': { statuses: [401, 200, 200, 403, 403, 403] },
  'POST /api/bookings/{id}/cancel': {
    statuses: [401, 200, 404, 200, 404, 404],
    request: (s) => ({ params: { id: s.booking.id } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'POST /api/bookings/{id}/cancel-by-therapist': {
    // Only X, the session's therapist, cancels this way; Y learns nothing of it (404).
    statuses: [401, 403, 403, 200, 404, 403],
    request: (s) => ({ params: { id: s.booking.id }, body: { reason: 'I am unwell.' } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'GET /api/bookings/policy': { statuses: everyone(200) },
  'POST /api/bookings/{id}/reschedule': {
    // Only A may move A's session (48 h ahead: free cancellation is still open).
    statuses: [401, 200, 404, 403, 403, 403],
    request: (s) => ({ params: { id: s.booking.id }, body: { slotId: s.freeSlot.id } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'POST /api/bookings/{bookingId}/review': {
    // Only A may rate A's session, and only once it has taken place (it is 48 h ahead); to
    // another client it does not exist.
    statuses: [401, 409, 404, 403, 403, 403],
    request: (s) => ({ params: { bookingId: s.booking.id }, body: { rating: 5 } }),
  },
  'GET /api/reviews/mine': { statuses: [401, 200, 200, 403, 403, 403] },
  ...CLINICAL_RECORD_ROWS,
  ...MONEY_ROWS,
  ...CALL_ROWS,
  ...TEXT_ROWS,
  'GET /api/doctor/profile': { statuses: [401, 403, 403, 200, 200, 403] },
  'PUT /api/doctor/profile': {
    // Always the caller's own profile: Y's edit changes Y's, never X's.
    statuses: [401, 403, 403, 200, 200, 403],
    request: () => ({
      body: {
        specialization: 'S',
        description: 'D',
        price: 900,
        credentials: 'C',
        languages: ['English'],
        approach: 'A',
      },
    }),
    mayChange: ['therapist X'],
  },
  'PUT /api/doctor/profile/photo': {
    statuses: [401, 403, 403, 200, 200, 403],
    multipart: () => multipartBody({}, [{ name: 'me.png', data: ONE_PIXEL_PNG }], 'photo'),
    mayChange: ['therapist X'],
  },
  'GET /api/notifications': { statuses: signedIn(200) },
  'PUT /api/notifications/read-all': {
    statuses: signedIn(200),
    mayChange: ['patient A', 'therapist X'],
  },
  'PUT /api/notifications/{id}/read': {
    statuses: [401, 200, 404, 404, 404, 404],
    request: (s) => ({ params: { id: s.notificationOfA.id } }),
    mayChange: ['patient A'],
  },
  'GET /api/chat/conversations': { statuses: signedIn(200) },
  'POST /api/chat/conversations': {
    // Any client may write to a listed therapist; X may answer A, who wrote; Y and admins not.
    statuses: [401, 200, 200, 200, 403, 403],
    request: (s, caller) => ({
      body: { withUserId: caller?.role === 'doctor' ? s.patientA.id : s.therapistX.id },
    }),
    mayChange: ['patient B'],
  },
  'GET /api/chat/conversations/{id}/messages': {
    statuses: [401, 200, 404, 200, 404, 404],
    request: (s) => ({ params: { id: s.chatMessage.conversationId } }),
  },
  'POST /api/chat/conversations/{id}/read': {
    statuses: [401, 200, 404, 200, 404, 404],
    request: (s) => ({ params: { id: s.chatMessage.conversationId } }),
    mayChange: ['patient A', 'therapist X'],
  },
  'GET /api/chat/doctors': { statuses: signedIn(200) },
  // Only a therapist chooses which suggested questions their clients see; their own choice.
  'GET /api/chat/question-choice': { statuses: [401, 403, 403, 200, 200, 403] },
  'PUT /api/chat/question-choice': {
    statuses: [401, 403, 403, 200, 200, 403],
    request: () => ({ body: { medicalQuestions: true } }),
    mayChange: ['therapist X'],
  },
  'POST /api/report-problem': {
    // Visitors report too (a broken login page is a real case).
    statuses: everyone(201),
    multipart: () => multipartBody(validFields, [{ name: 'shot.png', data: sample.png() }]),
  },
  // The console: every other caller gets the 404 of a path that does not exist.
  'GET /api/admin/reports': { statuses: adminOnly(200) },
  'PUT /api/admin/reports/{id}': {
    statuses: everyone(404),
    request: () => ({ params: { id: randomUUID() }, body: { status: 'resolved' } }),
  },
  'GET /api/admin/reports/{id}/attachments/{attachmentId}': {
    statuses: everyone(404),
    request: () => ({ params: { id: randomUUID(), attachmentId: randomUUID() } }),
  },
  'GET /api/admin/audit-log': { statuses: adminOnly(200) },
  'GET /api/admin/therapists': { statuses: adminOnly(200) },
  'POST /api/admin/therapists': {
    statuses: adminOnly(201),
    request: () => ({
      body: { name: 'New Therapist', email: `t.${randomUUID()}@matrix.example`, price: 900 },
    }),
  },
  'PUT /api/admin/therapists/{id}': {
    statuses: adminOnly(200),
    request: (s) => ({
      params: { id: s.therapistX.id },
      body: { name: 'Renamed X', specialization: 'S', description: 'D', price: 800 },
    }),
    mayChange: ['admin'],
  },
  'PUT /api/admin/therapists/{id}/photo': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.therapistX.id } }),
    multipart: () => multipartBody({}, [{ name: 'me.png', data: ONE_PIXEL_PNG }], 'photo'),
  },
  'GET /api/admin/therapists/{id}/deactivation-preview': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.therapistX.id } }),
  },
  'POST /api/admin/therapists/{id}/deactivate': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.therapistX.id } }),
    mayChange: ['admin'],
  },
  'POST /api/admin/therapists/{id}/reactivate': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.therapistX.id } }),
  },
  'GET /api/admin/clients': { statuses: adminOnly(200) },
  'GET /api/admin/clients/{id}/bookings': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.patientA.id } }),
  },
  'GET /api/admin/clients/{id}/deactivation-preview': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.patientA.id } }),
  },
  'POST /api/admin/clients/{id}/deactivate': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.patientA.id } }),
    mayChange: ['admin'],
  },
  'POST /api/admin/clients/{id}/reactivate': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.patientA.id } }),
  },
  'POST /api/admin/clients/{id}/password-reset': {
    statuses: adminOnly(200),
    request: (s) => ({ params: { id: s.patientA.id } }),
  },
  'GET /api/therapist-photos/{id}': {
    statuses: everyone(404),
    request: () => ({ params: { id: randomUUID() } }),
  },
  'GET /api/video/{roomId}': {
    // Only the booking's two people; the room (48 h ahead) answers them when it opens.
    statuses: [401, 200, 404, 200, 404, 404],
    request: (s) => ({ params: { roomId: s.booking.roomId } }),
  },
  'POST /api/video/{roomId}/arrived': {
    // The client in the waiting room tells the therapist (a notification); the therapist
    // arriving tells nobody; everyone else gets the room's 404.
    statuses: [401, 200, 404, 200, 404, 404],
    request: (s) => ({ params: { roomId: s.booking.roomId } }),
    mayChange: ['patient A'],
  },
};
