import { afterAll, beforeAll } from 'vitest';
import type { TrackedPage } from './browser';
import { startServer, stopServer, type RunningServer } from './server';

/** The administrator every server of these journeys starts with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@solace.example', password: 'console-keeper-4417' };

/** The server's test SMTP capture, as the test files import it (support stays out of the server). */
interface SmtpCapture {
  url: string;
  close(): Promise<void>;
}

/**
 * A demo-seeded server of its own for the file, with the first administrator and a real SMTP
 * server (from `startSmtp`) catching its mails. Read `setup.server` and `setup.smtp` in tests.
 */
export function useServerWithAdmin<S extends SmtpCapture>(startSmtp: () => Promise<S>) {
  const setup = {} as { server: RunningServer; smtp: S };
  beforeAll(async () => {
    setup.smtp = await startSmtp();
    setup.server = await startServer({
      SEED_DEMO: 'true',
      SMTP_URL: setup.smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await stopServer(setup.server);
    await setup.smtp.close();
  });
  return setup;
}

/** Signs in on the staff page (/doctorLogin) and waits to land where that role lands. */
export async function staffSignIn(
  page: TrackedPage,
  email: string,
  password: string,
  lands: string,
): Promise<void> {
  await page.goto('/doctorLogin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === lands);
}
