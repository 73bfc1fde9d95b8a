import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { demoDoctor, demoPatient, loginAs } from './support/accounts';
import { hydrated } from './support/hydration';

describe('top navigation', () => {
  const { newPage } = useBrowser();

  it('shows the signed-out variant with its links', async () => {
    const page = await newPage();
    await page.goto('/plans');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Therapists', '/doctors'],
      ['Services', '/services'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await nav.getByRole('link', { name: 'About', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Contact', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Messages' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: /^Hi, / }).count()).toBe(0);
  });

  it.each(['/login', '/signup', '/doctorLogin'])('is hidden on %s', async (path) => {
    const page = await newPage();
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('scrolls to About and Contact, from another page too', async () => {
    const page = await newPage();
    await page.goto('/services');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => {
      const box = document.getElementById('aboutus')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.waitForFunction(() => {
      const box = document.getElementById('contactus')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
  });

  it.each([
    ['moves', 'no-preference', true],
    ['moves nothing when the visitor asked for less motion', 'reduce', false],
  ] as const)('opens the phone menu: %s', async (_, reducedMotion, slides) => {
    const page = await newPage({ width: 375, reducedMotion });
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Therapists' }).waitFor();
    // The drawer's slide: MUI's transition, or none at all (WCAG 2.3.3).
    const slideDuration = await menu.evaluate(
      (nav) => getComputedStyle(nav.closest('.MuiDrawer-paper')!).transitionDuration,
    );
    expect(slideDuration !== '0s').toBe(slides);
    if (!slides) expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  it('shows a toast without its bounce when asked for less motion, and still closes it', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await loginAs(page, demoPatient, '/services');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Hi, / })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Logged out successfully' });
    await toast.waitFor();
    // How long a toast's entrance runs (its class is gone once it ran): 0.5 s of bounce, or 1 ms.
    const entrance = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'Toastify--animate';
      document.querySelector('.Toastify')!.append(probe);
      const duration = getComputedStyle(probe).animationDuration;
      probe.remove();
      return duration;
    });
    expect(entrance).toBe('0.001s');
    // A toast leaves when its timer bar's animation ends: that clock keeps its length.
    await toast.waitFor({ state: 'detached' });
  });

  it('shows the signed-in variant, its menu, and logs out', async () => {
    const page = await newPage();
    await loginAs(page, demoPatient, '/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const greeting = nav.getByRole('button', { name: `Hi, ${demoPatient.name}` });
    await greeting.waitFor();
    expect(await nav.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      '/liveChat',
    );
    await nav.getByRole('button', { name: /Notifications/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    await greeting.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Report a problem' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await page.getByText('Logged out successfully').waitFor();
    await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('clears a session the server no longer knows', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'revoked-or-made-up');
      localStorage.setItem('user', JSON.stringify({ id: 'x', name: 'Mallory', role: 'patient' }));
    });
    await page.goto('/services');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login', exact: true })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  it("points the logo at the dashboard on the therapist's own pages, elsewhere home", async () => {
    const page = await newPage();
    await loginAs(page, demoDoctor, '/dochome', 'staff');
    await page.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
    const logo = page.getByRole('banner').getByRole('link', { name: 'Solace', exact: true });
    expect(await logo.getAttribute('href')).toBe('/dochome');
    await page.goto('/plans');
    expect(await logo.getAttribute('href')).toBe('/');
    // The public list of therapists is not the therapist's own page.
    await page.goto('/doctors');
    await page.getByRole('heading', { level: 1, name: 'Meet Our Doctors' }).waitFor();
    expect(await logo.getAttribute('href')).toBe('/');
  });
});
