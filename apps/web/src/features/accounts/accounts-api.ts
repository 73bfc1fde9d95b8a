import type { LoginRequest, LoginResponse } from '@solace/shared';
import { api } from '../../lib/api-client';

/*
 * The public account calls. None needs a session, so a 401 from them is an answer (wrong
 * password), never an expired session.
 */
const publicCall = { ignoreUnauthorized: true } as const;

export interface SignupBody {
  Name: string;
  Password: string;
  confirmPassword: string;
  Age: number;
  Email: string;
  PhoneNumber: string;
}

export function signUp(body: SignupBody) {
  return api.post<{ success: boolean; message?: string }>('/signup', body, publicCall);
}

/** Clients log in at /login; therapists and admins at /DocLogin (spec point 7). */
export type Portal = 'client' | 'staff';

export function logIn(portal: Portal, credentials: LoginRequest) {
  const path = portal === 'client' ? '/login' : '/DocLogin';
  // Partial: the screen checks that both the token and the user came back.
  return api.post<Partial<LoginResponse> | undefined>(path, credentials, publicCall);
}

export function requestPasswordLink(email: string) {
  return api.post<{ message?: string }>('/verifyemail', { email }, publicCall);
}

export interface ResetPasswordBody {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export function resetPassword(body: ResetPasswordBody) {
  return api.post<{ message?: string }>('/changepassword', body, publicCall);
}
