import {
  loginResponseSchema,
  successMessageResponseSchema,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupFormValues,
  type VerifyEmailRequest,
} from '@solace/shared';
import { api } from '../../lib/api-client';

/*
 * The public account calls. None needs a session, so a 401 from them is an answer (wrong
 * password), never an expired session.
 */
const publicCall = { ignoreUnauthorized: true } as const;

export function signUp(form: SignupFormValues) {
  return api.post('/signup', successMessageResponseSchema, form, publicCall);
}

/** Clients log in at /login; therapists and admins at /DocLogin (spec point 7). */
export type Portal = 'client' | 'staff';

export function logIn(portal: Portal, credentials: LoginRequest) {
  const path = portal === 'client' ? '/login' : '/DocLogin';
  return api.post(path, loginResponseSchema, credentials, publicCall);
}

/** "Forgot password": e-mails a link to change it. */
export function requestPasswordLink(request: VerifyEmailRequest) {
  return api.post('/verifyemail', successMessageResponseSchema, request, publicCall);
}

/** The new password from an e-mailed link, which its e-mail and token identify. */
export function resetPassword(request: ResetPasswordRequest) {
  return api.post('/changepassword', successMessageResponseSchema, request, publicCall);
}
