import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AdminReport, adminMessages, appScreensMessages } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, authValue, renderAt, stubApi } from '../../test/render';
import { AdminPage } from './AdminPage';

const a = adminMessages;
/**
 * An administrator who chose Nepal's zone (UTC+5:45, no summer time): no machine running the
 * tests shows its times there by accident.
 */
const admin = authValue('authenticated', {
  user: { ...asha, role: 'admin', timeZone: 'Asia/Kathmandu' },
});
const AT = '2026-03-01T09:00:00.000Z';
/** AT in the administrator's zone and the page's language, as the rest of the app writes it. */
const SHOWN = 'March 1, 2026, 2:45 PM';
const zoneNamed = appScreensMessages.timesShownIn('Nepal Time');
const client = {
  id: testId(901),
  name: 'Kiran Rao',
  email: 'kiran@example.com',
  phone: null,
  createdAt: AT,
  active: true,
};

/** The console on its Clients tab, with `client`'s card as the search found it. */
async function clientCard() {
  renderAt(<AdminPage />, { auth: admin });
  await userEvent.click(screen.getByRole('tab', { name: a.tabs.clients }));
  return screen.findByRole('article', { name: client.name });
}

const report: AdminReport = {
  id: testId(501),
  reference: 'SR-1001',
  problemType: 'OtherIssue',
  description: 'The page froze.',
  email: 'visitor@example.com',
  priority: 'High',
  additionalInfo: '',
  status: 'new',
  reply: null,
  reporterId: null,
  createdAt: AT,
  updatedAt: AT,
  attachments: [],
};

describe('the console’s times', () => {
  it('writes a report’s time in the administrator’s zone, and names the zone', async () => {
    stubApi({ '/admin/reports': { body: [report] } });
    renderAt(<AdminPage />, { auth: admin });
    const card = await screen.findByRole('article', { name: /SR-1001/ });
    expect(within(card).getByText(`${SHOWN} · visitor@example.com ${a.visitor}`)).toBeTruthy();
    expect(screen.getByText(zoneNamed)).toBeTruthy();
  });

  it('writes the audit log’s times in the administrator’s zone, and names the zone', async () => {
    stubApi({
      '/admin/reports': { body: [] },
      '/admin/audit-log': {
        body: [
          {
            id: testId(801),
            at: AT,
            adminName: 'Asha',
            action: a.actions.therapistAdded,
            targetType: 'therapist',
            targetId: testId(701),
            targetLabel: 'Nora New <nora@example.com>',
            detail: '',
          },
        ],
      },
    });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: a.tabs.audit }));
    const row = await screen.findByRole('row', { name: /Nora New/ });
    expect(within(row).getByText(SHOWN)).toBeTruthy();
    expect(screen.getByText(zoneNamed)).toBeTruthy();
  });

  it('writes a client’s bookings in the administrator’s zone, and names the zone', async () => {
    stubApi({
      '/admin/reports': { body: [] },
      '/admin/clients': { body: [client] },
      [`/admin/clients/${client.id}/bookings`]: {
        body: [
          {
            therapistName: 'Dr. Ananya Sharma',
            start_time: AT,
            end_time: '2026-03-01T09:50:00.000Z',
            status: 'booked',
          },
        ],
      },
    });
    const card = await clientCard();
    await userEvent.click(within(card).getByRole('button', { name: a.bookings }));
    expect(await within(card).findByText(`${SHOWN} · Dr. Ananya Sharma`)).toBeTruthy();
    expect(within(card).getByText(zoneNamed)).toBeTruthy();
  });

  it('lists the sessions a deactivation would cancel in the administrator’s zone, and names it', async () => {
    stubApi({
      '/admin/reports': { body: [] },
      '/admin/clients': { body: [client] },
      [`/admin/clients/${client.id}/deactivation-preview`]: {
        body: {
          sessions: [
            { start_time: AT, end_time: '2026-03-01T09:50:00.000Z', withName: 'Dr. Ananya Sharma' },
          ],
        },
      },
    });
    const card = await clientCard();
    await userEvent.click(within(card).getByRole('button', { name: a.deactivate }));
    const c = a.confirmDeactivation;
    const dialog = await screen.findByRole('dialog', { name: c.title(client.name) });
    const listed = await within(dialog).findByRole('list', { name: c.sessionsHeading(1) });
    expect(within(listed).getByText('Sunday, March 1, 2026, 2:45 PM - 3:35 PM')).toBeTruthy();
    expect(within(dialog).getByText(zoneNamed)).toBeTruthy();
  });
});
