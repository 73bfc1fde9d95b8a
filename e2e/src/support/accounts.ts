import { inject } from 'vitest';
import type { Page } from 'playwright-core';
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
