import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loginResponseSchema, type LoginResponse } from '@solace/shared';
import { api } from './api-helpers';
import type { startSmtpCapture } from './smtp-capture';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A fresh key, as the web app keeps one per browser for its sign-up. */
export const newBrowserKey = () => randomBytes(32).toString('base64url');

/** The token of the newest sign-up link mailed to `email` (waits for the mail). */
export async function mailedSignupToken(smtp: Smtp, email: string): Promise<string> {
  const mail = await smtp.nextMailTo(email, /\/confirm-email\?token=/);
  const token = /\/confirm-email\?token=([\w-]{43})/.exec(mail.decoded)?.[1];
  if (!token) throw new Error(`no sign-up link in the mail to ${email}`);
  return token;
}

/**
 * Signs up as the web app does and follows the e-mailed link from the same browser: the new
 * client's session, as login gives it.
 */
export async function signUpAndConfirm(
  app: FastifyInstance,
  smtp: Smtp,
  body: Record<string, unknown> & { Email: string },
): Promise<LoginResponse> {
  const browserKey = newBrowserKey();
  const res = await api(app).post('/api/signup', { ...body, browserKey });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = await mailedSignupToken(smtp, body.Email);
  const confirmed = await api(app).post('/api/signup/confirm', { token, browserKey });
  if (confirmed.statusCode !== 200) {
    throw new Error(`confirming failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return loginResponseSchema.parse(confirmed.json());
}
