import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { useBrowser } from './support/browser';
import { DEMO_PASSWORD, demoPatient } from './support/accounts';
import { startServer, stopServer, type RunningServer } from './support/server';

describe('forgot password, end to end through a real SMTP server', () => {
  const { newPage } = useBrowser();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ SEED_DEMO: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await stopServer(server);
    await smtp.close();
  });

  it('mails a link, the browser follows it, and the new password works', async () => {
    const page = await newPage({ baseUrl: server.url });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/verifymail');
    await page.getByLabel('Email', { exact: true }).fill(demoPatient.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('Password change link sent to your email.').first().waitFor();

    const mail = await smtp.nextMailTo(demoPatient.email);
    const link = /http:\/\/127\.0\.0\.1:\d+\/changepass\?email=[^&\s]+&token=[\w-]+/.exec(
      mail.decoded,
    )?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demoPatient.email);
    await page.getByLabel('New Password', { exact: true }).fill('morning-tide-55');
    await page.getByLabel('Confirm Password', { exact: true }).fill('morning-tide-55');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });

    await page.getByLabel('Email', { exact: true }).fill(demoPatient.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('morning-tide-55');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/home');

    // The link worked once; it never works again.
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('another-tide-66');
    await page.getByLabel('Confirm Password', { exact: true }).fill('another-tide-66');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This password change link is invalid or has expired.').first().waitFor();
  });
});
