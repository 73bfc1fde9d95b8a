import {
  changePasswordResponseSchema,
  loginResponseSchema,
  type ConfirmSignupRequest,
  signupResponseSchema,
  successMessageResponseSchema,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupFormValues,
  type VerifyEmailRequest,
  viewerTimeZone,
} from '@solace/shared';
import { api } from '../../lib/api-client';

/*
 * The public account calls. None needs a session, so a 401 from them is an answer (wrong
 * password), never an expired session.
 */
const publicCall = { ignoreUnauthorized: true } as const;

// Sign-up and login tell the server the browser's zone: e-mails and notifications are then
// written in the person's own time.
// The browser key lets this browser follow the e-mailed link without typing the password again.
export function signUp(form: SignupFormValues, browserKey?: string) {
  const body = { ...form, timeZone: viewerTimeZone(), ...(browserKey && { browserKey }) };
  return api.post('/signup', signupResponseSchema, body, publicCall);
}

/** The e-mailed sign-up link: makes the account and signs in, as login answers. */
export function confirmSignup(request: ConfirmSignupRequest) {
  return api.post('/signup/confirm', loginResponseSchema, request, publicCall);
}

/** Clients log in at /login; therapists and admins at /DocLogin (spec point 7). */
export type Portal = 'client' | 'staff';

export function logIn(portal: Portal, credentials: LoginRequest) {
  const path = portal === 'client' ? '/login' : '/DocLogin';
  const body = { ...credentials, timeZone: viewerTimeZone() };
  return api.post(path, loginResponseSchema, body, publicCall);
}

/** "Forgot password": e-mails a link to change it. */
export function requestPasswordLink(request: VerifyEmailRequest) {
  return api.post('/verifyemail', successMessageResponseSchema, request, publicCall);
}

/** The new password from an e-mailed link, which its e-mail and token identify. */
export function resetPassword(request: ResetPasswordRequest) {
  return api.post('/changepassword', changePasswordResponseSchema, request, publicCall);
}
