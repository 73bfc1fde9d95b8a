import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AdminPlan, plansMessages } from '@solace/shared';
import { asha, authValue, findToast, renderAt, stubApi, writesSent } from '../../test/render';
import { AdminPage } from './AdminPage';

const p = plansMessages;
const admin = authValue('authenticated', { user: { ...asha, role: 'admin' } });

const weekly: AdminPlan = {
  id: 'weekly',
  name: 'Weekly',
  priceMinor: 140000,
  currency: 'INR',
  period: 'week',
  sessionsIncluded: 4,
  validityDays: 7,
  description: 'Steady support for a difficult stretch.',
  features: ['Up to four sessions in the week', 'The same therapist every time'],
  onSale: true,
  sortOrder: 2,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

async function openPlans() {
  renderAt(<AdminPage />, { auth: admin });
  await userEvent.click(screen.getByRole('tab', { name: p.tab }));
  return screen.findByRole('row', { name: /Weekly/ });
}

describe('the console’s plans', () => {
  it('lists each plan with its price, what it buys and its on-sale switch', async () => {
    stubApi({ '/admin/reports': { body: [] }, '/admin/plans': { body: [weekly] } });
    const row = await openPlans();
    expect(within(row).getByText('₹1,400 per week')).toBeTruthy();
    expect(within(row).getByText('4 sessions, valid 7 days')).toBeTruthy();
    expect(within(row).getByRole('switch', { name: p.onSaleOf('Weekly') })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('takes a plan off sale with its switch', async () => {
    const fetchMock = stubApi({
      '/admin/reports': { body: [] },
      'GET /admin/plans': { body: [weekly] },
      'PATCH /admin/plans/weekly': { body: { ...weekly, onSale: false } },
    });
    const row = await openPlans();
    await userEvent.click(within(row).getByRole('switch', { name: p.onSaleOf('Weekly') }));
    await findToast(p.saved);
    expect(writesSent(fetchMock)).toEqual([
      { url: '/api/admin/plans/weekly', method: 'PATCH', body: { onSale: false } },
    ]);
  });

  it('edits a price typed in rupees, sent exactly in paise', async () => {
    const fetchMock = stubApi({
      '/admin/reports': { body: [] },
      'GET /admin/plans': { body: [weekly] },
      'PATCH /admin/plans/weekly': { body: { ...weekly, priceMinor: 140010 } },
    });
    const row = await openPlans();
    await userEvent.click(within(row).getByRole('button', { name: `${p.editPlan}: Weekly` }));
    const dialog = await screen.findByRole('dialog', { name: p.editPlan });
    const price = within(dialog).getByRole('textbox', { name: new RegExp(p.price) });
    expect(price).toHaveProperty('value', '1400');
    await userEvent.clear(price);
    // 1400.10 × 100 is 140009.99999999997 as a float: the form reads the digits instead.
    await userEvent.type(price, '1400.10');
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    await findToast(p.saved);
    const [patch] = writesSent(fetchMock);
    expect(patch).toMatchObject({ method: 'PATCH', url: '/api/admin/plans/weekly' });
    expect(patch!.body).toEqual({
      name: 'Weekly',
      priceMinor: 140010,
      currency: 'INR',
      period: 'week',
      sessionsIncluded: 4,
      validityDays: 7,
      description: weekly.description,
      features: weekly.features,
      onSale: true,
      sortOrder: 2,
    });
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const fetchMock = stubApi({ '/admin/reports': { body: [] }, '/admin/plans': { body: [] } });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: p.tab }));
    expect(await screen.findByText(p.noPlans)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: p.addPlan }));
    const dialog = await screen.findByRole('dialog', { name: p.addPlan });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(p.price) }),
      '12.345',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await within(dialog).findByText(p.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(p.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(p.featuresInvalid)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('textbox', { name: new RegExp(p.name) }),
      ),
    );
    expect(writesSent(fetchMock)).toEqual([]);
  });

  it('adds a plan: a price with too many decimals is refused under the price', async () => {
    const added = { ...weekly, id: 'couples', name: 'Couples', priceMinor: 250050, sortOrder: 1 };
    const fetchMock = stubApi({
      '/admin/reports': { body: [] },
      'GET /admin/plans': { body: [] },
      'POST /admin/plans': { status: 201, body: added },
      '/admin/audit-log': { body: [] },
    });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: p.tab }));
    await userEvent.click(await screen.findByRole('button', { name: p.addPlan }));
    const dialog = await screen.findByRole('dialog', { name: p.addPlan });
    // A required field's name ends with " *".
    const field = (label: string) =>
      within(dialog).getByRole('textbox', { name: (name) => name.startsWith(label) });
    await userEvent.type(field(p.name), 'Couples');
    await userEvent.type(field(p.price), '2500.505');
    await userEvent.type(field(p.description), 'Sessions for two.');
    await userEvent.type(field(p.features), 'Joint sessions{enter}A shared plan');
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await within(dialog).findByText(p.priceInvalid)).toBeTruthy();
    expect(writesSent(fetchMock)).toEqual([]);

    await userEvent.clear(field(p.price));
    await userEvent.type(field(p.price), '2,500.5');
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    await findToast(p.planAdded);
    expect(writesSent(fetchMock)[0]!.body).toMatchObject({
      name: 'Couples',
      priceMinor: 250050,
      features: ['Joint sessions', 'A shared plan'],
      sortOrder: 1,
    });
  });
});
