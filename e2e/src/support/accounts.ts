import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedSignupLink } from './mail';
import { openSignedIn } from './signed-in-page';

/** The demo accounts that every demo-seeded server has (see apps/server/src/db/seed-data.ts). */
export const demoPatient = { email: 'patient@solace.example', name: 'Priya Patel' };
export const demoDoctor = { email: 'ananya.sharma@solace.example', name: 'Dr. Ananya Sharma' };
export const DEMO_PASSWORD = 'solace-demo-2026';

interface LoginAnswer {
  token: string;
  user: { id: string; name: string };
}

/** Signs in through the real API, as the login pages will, and returns the session. */
export async function apiLogin(
  account: { email: string },
  portal: 'client' | 'staff' = 'client',
  baseUrl = inject('baseUrl'),
): Promise<LoginAnswer> {
  const res = await fetch(`${baseUrl}/api/${portal === 'client' ? 'login' : 'DocLogin'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as LoginAnswer;
}

/** Puts a real session where the web app keeps it (local storage) and opens `path`. */
export async function loginAs(
  page: Page,
  account: { email: string },
  path = '/',
  portal: 'client' | 'staff' = 'client',
): Promise<LoginAnswer> {
  const session = await apiLogin(account, portal);
  await openSignedIn(page, session, path);
  return session;
}

interface NewClient {
  Name: string;
  Password: string;
  Age: number;
  Email: string;
  PhoneNumber: string;
  timeZone?: string;
}

/**
 * A new client, as a real one becomes one: signs up over the API, then follows the link the
 * server mailed (read from its outbox) from the same "browser" (its key). The session, as login
 * answers it.
 */
export async function signUpClient(
  client: NewClient,
  baseUrl = inject('baseUrl'),
  dataDir = inject('baseDataDir'),
): Promise<LoginAnswer> {
  const browserKey = randomBytes(32).toString('base64url');
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await post('/signup', { ...client, confirmPassword: client.Password, browserKey });
  if (signup.status !== 202) throw new Error(`sign-up failed: ${signup.status}`);
  const token = new URL(await mailedSignupLink(client.Email, dataDir)).searchParams.get('token');
  const confirmed = await post('/signup/confirm', { token, browserKey });
  if (!confirmed.ok) throw new Error(`confirming the sign-up failed: ${confirmed.status}`);
  return (await confirmed.json()) as LoginAnswer;
}
