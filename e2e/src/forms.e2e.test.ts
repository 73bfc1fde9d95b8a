import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { useBrowser } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { mailedSignupLink } from './support/mail';

const WIDTHS = [1280, 375] as const;
const a = messages.accounts;

/**
 * Issue 14, point 7: the sign-up form says everything at once, in place; the e-mailed link then
 * signs the new client in (issue 21 item 5).
 */
describe('the sign-up form', () => {
  const { newPage } = useBrowser();

  for (const width of WIDTHS) {
    it(`shows every problem inline at once, takes the fixes, and signs the new client in (${width} px)`, async () => {
      const page = await newPage({ width, bypassCSP: true });
      await page.goto('/signup');
      const form = page.getByRole('form', { name: 'Sign Up' });
      await form.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('calm-harbour-21');
      await page.getByLabel('Confirm Password', { exact: true }).fill('calm-harbour-22');
      await page.getByLabel('Age').fill('16');
      await page.getByLabel('Phone Number (with country code)').fill('98765');
      await page.getByRole('button', { name: 'Sign Up' }).click();

      // All at once, each under its field and tied to it; focus on the first.
      const problems: [string, string][] = [
        ['Email', a.invalidEmail],
        ['Full Name', a.allFieldsRequired],
        ['Confirm Password', a.passwordsDoNotMatch],
        ['Phone Number (with country code)', a.invalidSignupPhone],
      ];
      for (const [label, message] of problems) {
        const input = page.getByLabel(label, { exact: true });
        await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
        const described = (await input.getAttribute('aria-describedby')) ?? '';
        const text = await page.locator(`[id="${described.split(' ')[0]}"]`).textContent();
        expect(text).toContain(message);
      }
      const consent = page.getByRole('checkbox', { name: a.guardianConsentLabel });
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(a.guardianConsentNote).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('Email');
      // One toast, no repeats.
      await page.getByRole('button', { name: 'Sign Up' }).click();
      expect(await page.locator('.Toastify__toast').count()).toBeLessThanOrEqual(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Fixing them: a phone as people write it, the guardian's consent.
      const email = `meera.${width}.${Date.now()}@example.com`;
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Full Name').fill('Meera Joshi');
      await page.getByLabel('Confirm Password', { exact: true }).fill('calm-harbour-21');
      await page.getByLabel('Phone Number (with country code)').fill('98765 43210');
      await consent.check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Registration successful').first().waitFor();
      // "Check your e-mail", whatever the address: the e-mailed link signs the new client in.
      await page.getByRole('status', { name: a.checkEmailHeading }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(await mailedSignupLink(email));
      await page.waitForURL((url) => url.pathname === '/home');
      // Signed in: the account is there without logging in again.
      await page.goto('/profile');
      await page.getByText('Signed up', { exact: true }).waitFor();
      await page.getByText('+919876543210').first().waitFor();
      expect(page.problems).toEqual([]);
    });
  }
});
