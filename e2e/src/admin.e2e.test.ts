import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { ADMIN, staffSignIn, useServerWithAdmin } from './support/admin-server';
import { pageWidth, useBrowser, type TrackedPage } from './support/browser';
import { axeAtBothWidths } from './support/axe';

const THERAPIST = { name: 'Nora Newman', email: 'nora.newman@solace.example' };
const PASSWORD = 'quiet-harbour-8812';

async function therapistCards(page: TrackedPage): Promise<string> {
  await page.goto('/doctors');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await page.locator('main').textContent()) ?? '';
}

describe('the admin console runs the practice, end to end', () => {
  const { newPage } = useBrowser();
  const setup = useServerWithAdmin(startSmtpCapture);

  it('adds a therapist who sets a password from the welcome link, offers sessions and is listed; deactivation removes them', async () => {
    // bypassCSP: axe is injected as a script of its own below.
    const admin = await newPage({ baseUrl: setup.server.url, bypassCSP: true });
    await staffSignIn(admin, ADMIN.email, ADMIN.password, '/admin');
    await admin.getByRole('tab', { name: 'Therapists' }).click();
    await admin.getByRole('button', { name: 'Add therapist' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add therapist' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(THERAPIST.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(THERAPIST.email);
    await dialog.getByRole('textbox', { name: 'Specialization' }).fill('Grief and loss');
    await dialog.getByRole('spinbutton', { name: 'Price (rupees per session)' }).fill('1500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: THERAPIST.email }).waitFor();

    const welcome = await setup.smtp.nextMailTo(THERAPIST.email);
    const link = /http:\/\/127\.0\.0\.1:\d+\/changepass\?email=[^&\s]+&token=[\w-]+/.exec(
      welcome.decoded,
    )?.[0];
    expect(link).toBeDefined();
    const therapist = await newPage({ baseUrl: setup.server.url, bypassCSP: true });
    await therapist.goto(link!);
    await therapist.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await therapist.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await therapist.getByRole('button', { name: 'Change password' }).click();
    await therapist.getByText('Password changed successfully').waitFor();
    // The welcome link's first password signs the new therapist in, on their dashboard.
    await therapist.waitForURL((url) => url.pathname === '/dochome');
    // Their setup checklist (issue 22, point 13), readable at a phone's and a laptop's width.
    await therapist.getByRole('region', { name: messages.slots.setup.title }).waitFor();
    expect(await axeAtBothWidths(therapist)).toEqual({ 375: [], 1280: [] });
    await therapist.getByRole('button', { name: 'Add availability' }).click();
    const add = therapist.getByRole('dialog', { name: 'Add Slot' });
    const day = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    await add.getByLabel('Date', { exact: true }).fill(day);
    await add.getByLabel('Start Time', { exact: true }).fill('10:00');
    await add.getByLabel('End Time', { exact: true }).fill('11:00');
    await add.getByRole('button', { name: 'Add Slot' }).click();
    await therapist.getByText('Slot added successfully').waitFor();

    const visitor = await newPage({ baseUrl: setup.server.url });
    expect(await therapistCards(visitor)).toContain(THERAPIST.name);

    await admin.getByRole('button', { name: `Deactivate: ${THERAPIST.name}` }).click();
    // It asks first (nobody has booked the free time, so no session is cancelled).
    const confirm = admin.getByRole('dialog', { name: `Deactivate ${THERAPIST.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    // The new dialog passes axe on a phone and a laptop (issue 22's sweep).
    expect(await axeAtBothWidths(admin)).toEqual({ 375: [], 1280: [] });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await admin.getByRole('button', { name: `Reactivate: ${THERAPIST.name}` }).waitFor();
    expect(await therapistCards(visitor)).not.toContain(THERAPIST.name);

    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await admin.getByRole('row', { name: /Deactivated account/ }).waitFor();
    await admin.getByRole('row', { name: /Added therapist/ }).waitFor();
    expect(admin.problems).toEqual([]);
  }, 120_000); // two browsers, a welcome mail, axe at two widths: about 45 s quiet

  it("fits every tab of the console in a phone's 375 px: wide tables scroll in a box of their own", async () => {
    const admin = await newPage({ baseUrl: setup.server.url, width: 375 });
    await staffSignIn(admin, ADMIN.email, ADMIN.password, '/admin');
    const tabs = admin.getByRole('tab');
    const wide: Record<string, number> = {};
    for (let index = 0; index < (await tabs.count()); index++) {
      const tab = tabs.nth(index);
      await tab.click();
      // The tab's own panel, once nothing in it is loading any more.
      const panel = admin.locator(
        `[role=tabpanel][aria-labelledby="${await tab.getAttribute('id')}"]`,
      );
      await panel.waitFor();
      await expect.poll(() => panel.getByRole('status').count()).toBe(0);
      const width = await pageWidth(admin);
      if (width > 375) wide[(await tab.textContent()) ?? String(index)] = width;
    }
    expect(await tabs.count()).toBe(6);
    // Before: Therapists 914 px, Audit log 641, Plans 532, Clients 392.
    expect(wide).toEqual({});
    expect(admin.problems).toEqual([]);
  }, 60_000);

  it('sets the plans: a new price and a plan off sale show on the public plans page', async () => {
    const admin = await newPage({ baseUrl: setup.server.url, bypassCSP: true });
    await staffSignIn(admin, ADMIN.email, ADMIN.password, '/admin');
    await admin.getByRole('tab', { name: 'Plans' }).click();
    await admin.getByRole('row', { name: /Weekly/ }).waitFor();
    await admin.getByRole('button', { name: 'Edit plan: Weekly' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit plan' });
    await dialog.getByRole('textbox', { name: 'Price' }).fill('1550.50');
    // The dialog passes axe on a phone and a laptop (issue 22's sweep).
    expect(await axeAtBothWidths(admin)).toEqual({ 375: [], 1280: [] });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('row', { name: /Weekly.*₹1,550\.50 per week/ }).waitFor();
    await admin.getByRole('switch', { name: 'On sale: Monthly' }).click();
    await admin.getByRole('switch', { name: 'On sale: Monthly', checked: false }).waitFor();

    const visitor = await newPage({ baseUrl: setup.server.url });
    await visitor.goto('/plans');
    await visitor.getByText('₹1,550.50').waitFor();
    const text = (await visitor.locator('main').textContent()) ?? '';
    expect(text).toContain('4 sessions, valid 7 days');
    expect(text).toContain('1 session, valid 30 days');
    expect(text).not.toContain('Monthly');
    expect(await visitor.getByRole('button', { name: 'Proceed' }).count()).toBe(2);

    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await admin.getByRole('row', { name: /Took plan off sale/ }).waitFor();
    await admin.getByRole('row', { name: /Edited plan.*₹1,400 → ₹1,550\.50/ }).waitFor();
    expect(admin.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  }, 90_000);
});
