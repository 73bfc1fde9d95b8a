import { describe, expect, inject, it } from 'vitest';
import { messages } from '@solace/shared';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, demoDoctor } from './support/accounts';
import { useBrowser } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { mailedSignupLink } from './support/mail';
import { openSignedIn } from './support/signed-in-page';

const WIDTHS = [1280, 375] as const;
const a = messages.accounts;
const t = messages.therapistProfile;

/** What a field's `aria-describedby` points at: its problem, as a screen reader reads it. */
async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** The `name` of the element with focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name'));

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
      // The number as stored (E.164), in the profile's phone field (it is editable there).
      const phone = page.getByLabel(messages.profile.phoneLabel, { exact: true });
      await expect.poll(() => phone.inputValue()).toBe('+919876543210');
      expect(page.problems).toEqual([]);
      // A long journey (three accessibility scans, the mail, a second page): a loaded machine
      // takes more than the default minute.
    }, 120_000);
  }
});

/**
 * Issue 24: the password step of the e-mailed sign-up link, opened in a browser other than the
 * one that signed up, says its problems under the field like every other form.
 */
describe('the sign-up link in another browser', () => {
  const { newPage } = useBrowser();

  it('asks for the password under its field, focused, then signs the new client in', async () => {
    const email = `kabir.${Date.now()}@example.com`;
    // Signed up elsewhere (no browser key travels with the link).
    const signup = await fetch(`${inject('baseUrl')}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Name: 'Kabir Sen',
        Email: email,
        Password: 'steady-river-31',
        confirmPassword: 'steady-river-31',
        Age: 34,
        PhoneNumber: `+91 98${String(Date.now()).slice(-8)}`,
      }),
    });
    expect(signup.status).toBe(202);
    const page = await newPage({ width: 375, bypassCSP: true });
    await page.goto(await mailedSignupLink(email));
    await page.getByRole('form', { name: a.signupPasswordHeading }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const password = page.getByLabel('Password', { exact: true });
    const finish = page.getByRole('button', { name: a.signupFinish });

    await finish.click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, password)).toBe(a.allFieldsRequired);
    expect(await focusedName(page)).toBe('password');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server's refusal of a wrong password: under the field too, focus back on it.
    await password.fill('not-my-password-1');
    expect(await password.getAttribute('aria-invalid')).toBe('false');
    await finish.click();
    await expect.poll(() => describedText(page, password)).toBe(a.signupPasswordWrong);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('password');

    await password.fill('steady-river-31');
    await finish.click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText(a.signupFinished).first().waitFor();
    // The refusals above are the browser's "401" lines; nothing else went wrong.
    expect(page.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});

/** Issue 24: the therapist's own public profile says every problem under its field at once. */
describe('the therapist’s own profile form', () => {
  const { newPage } = useBrowser();

  it('shows each problem under its field and focuses the first on screen', async () => {
    const page = await newPage({ width: 375, bypassCSP: true });
    await openSignedIn(page, await apiLogin(demoDoctor, 'staff'), '/dochome/profile');
    const form = page.getByRole('form', { name: t.editTitle });
    await form.waitFor();
    const price = form.getByLabel(t.price);
    const specialization = form.getByLabel(t.specialization);
    const languages = form.getByLabel(t.languages);
    await price.fill('-5');
    await languages.fill(`English, ${'x'.repeat(41)}`);
    await specialization.fill('x'.repeat(201));
    await form.getByRole('button', { name: t.save }).click();

    const problems: [Locator, string][] = [
      [specialization, messages.admin.textTooLong],
      [languages, t.languagesInvalid],
      [price, messages.admin.priceInvalid],
    ];
    for (const [field, message] of problems) {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, field)).toBe(message);
    }
    expect(await focusedName(page)).toBe('specialization');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing was saved: the page still holds what was typed, and no success was said.
    expect(await page.getByText(t.saved).count()).toBe(0);
    expect(page.problems).toEqual([]);
  });
});
