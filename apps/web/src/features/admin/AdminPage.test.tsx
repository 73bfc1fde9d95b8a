import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminReport, adminMessages, pagingMessages, reportsMessages } from '@solace/shared';
import { testId } from '../../test/ids';
import {
  asha,
  authValue,
  findToast,
  renderAt,
  sentRequest,
  storeSession,
  stubApi,
} from '../../test/render';
import { AdminPage } from './AdminPage';

const a = adminMessages;
const admin = authValue('authenticated', { user: { ...asha, role: 'admin' } });

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
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  attachments: [
    { id: testId(601), name: 'shot.png', contentType: 'image/png', size: 2048 },
    { id: testId(602), name: 'log.txt', contentType: 'text/plain', size: 100 },
  ],
};
const attachmentPath = `/admin/reports/${report.id}/attachments/${testId(601)}`;

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to put in <img src>.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

describe('AdminPage', () => {
  it.each([
    ['a client', authValue('authenticated')],
    ['a therapist', authValue('authenticated', { user: { ...asha, role: 'doctor' } })],
    ['a visitor', authValue('unauthenticated')],
  ])('is a not-found page for %s', (_, auth) => {
    renderAt(<AdminPage />, { auth });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('lists reports with an image preview from an authenticated blob, and saves a status with a reply', async () => {
    const fetchMock = stubApi({
      '/admin/reports': { body: [report] },
      [attachmentPath]: () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }),
      [`PUT /admin/reports/${report.id}`]: { body: { success: true } },
    });
    storeSession({ ...asha, role: 'admin' });
    renderAt(<AdminPage />, { auth: admin });
    const card = await screen.findByRole('article', { name: /SR-1001: Other Issue/ });
    const image = await within(card).findByRole<HTMLImageElement>('img', {
      name: a.preview('shot.png'),
    });
    expect(image.src).toBe('blob:preview-1');
    const imageCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith(attachmentPath));
    expect((imageCall?.[1] as RequestInit).headers).toMatchObject({
      Authorization: 'Bearer token-1',
    });
    // Text is never rendered: only offered for download.
    expect(within(card).queryByRole('img', { name: a.preview('log.txt') })).toBeNull();
    expect(within(card).getByRole('button', { name: a.download('log.txt') })).toBeTruthy();

    await userEvent.click(within(card).getByRole('combobox', { name: a.status }));
    await userEvent.click(await screen.findByRole('option', { name: a.statuses.resolved }));
    await userEvent.type(within(card).getByRole('textbox', { name: a.reply }), 'Fixed, thank you.');
    await userEvent.click(within(card).getByRole('button', { name: a.save }));
    await findToast(a.saved);
    const put = fetchMock.mock.calls.findIndex(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    );
    expect(sentRequest(fetchMock, put).body).toEqual({
      status: 'resolved',
      reply: 'Fixed, thank you.',
    });
  });

  it('filters reports by status, type and priority', async () => {
    const fetchMock = stubApi({ '/admin/reports': { body: [] } });
    renderAt(<AdminPage />, { auth: admin });
    expect(await screen.findByText(a.noReports)).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: reportsMessages.priority }));
    await userEvent.click(await screen.findByRole('option', { name: 'Critical' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/reports?priority=Critical',
      ),
    );
  });

  it('pages the audit log: Load more asks with the cursor and adds the older entries', async () => {
    const entry = (n: number) => ({
      id: testId(900 + n),
      at: '2026-03-01T09:00:00.000Z',
      adminName: 'Asha',
      action: `Action ${n}`,
      targetType: 'client',
      targetId: null,
      targetLabel: 'A client',
      detail: '',
    });
    const asked: (string | null)[] = [];
    stubApi({
      '/admin/reports': { body: [] },
      '/admin/audit-log': (url) => {
        const cursor = url.searchParams.get('cursor');
        asked.push(cursor);
        const json = (body: unknown, headers: Record<string, string> = {}) =>
          new Response(JSON.stringify(body), {
            headers: { 'Content-Type': 'application/json', ...headers },
          });
        return cursor === 'page-2'
          ? json([entry(3)])
          : json([entry(1), entry(2)], { 'X-Next-Cursor': 'page-2' });
      },
    });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: a.tabs.audit }));
    expect(await screen.findByText('Action 2')).toBeTruthy();
    expect(screen.queryByText('Action 3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: pagingMessages.loadMore }));
    expect(await screen.findByText('Action 3')).toBeTruthy();
    // The end: no cursor came back, so no button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: pagingMessages.loadMore })).toBeNull(),
    );
    expect(screen.getAllByText(/^Action \d$/).map((cell) => cell.textContent)).toEqual([
      'Action 1',
      'Action 2',
      'Action 3',
    ]);
    expect(asked).toEqual([null, 'page-2']);
  });

  it('adds a therapist and shows the audit log', async () => {
    const therapist = {
      id: testId(701),
      name: 'Nora New',
      email: 'nora@example.com',
      specialization: 'Anxiety',
      description: '',
      price: 1200,
      image: null,
      active: true,
    };
    const fetchMock = stubApi({
      '/admin/reports': { body: [] },
      'GET /admin/therapists': { body: [] },
      'POST /admin/therapists': { status: 201, body: therapist },
      '/admin/audit-log': {
        body: [
          {
            id: testId(801),
            at: '2026-03-01T09:00:00.000Z',
            adminName: 'Asha',
            action: a.actions.therapistAdded,
            targetType: 'therapist',
            targetId: therapist.id,
            targetLabel: 'Nora New <nora@example.com>',
            detail: '',
          },
        ],
      },
    });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: a.tabs.therapists }));
    expect(await screen.findByText(a.noTherapists)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: a.addTherapist }));
    const dialog = await screen.findByRole('dialog', { name: a.addTherapist });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(a.name) }),
      'Nora New',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(a.email) }),
      'nora@example.com',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.specialization }),
      'Anxiety',
    );
    const price = within(dialog).getByRole('spinbutton', { name: a.price });
    await userEvent.clear(price);
    await userEvent.type(price, '1200');
    await userEvent.click(within(dialog).getByRole('button', { name: a.save }));
    await findToast(a.therapistAdded);
    const post = fetchMock.mock.calls.findIndex(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(sentRequest(fetchMock, post).body).toEqual({
      name: 'Nora New',
      email: 'nora@example.com',
      specialization: 'Anxiety',
      description: '',
      price: 1200,
    });

    await userEvent.click(screen.getByRole('tab', { name: a.tabs.audit }));
    const row = await screen.findByRole('row', { name: /Nora New <nora@example.com>/ });
    expect(within(row).getByText(a.actions.therapistAdded)).toBeTruthy();
  });

  it('searches clients, shows their bookings, sends a reset link and deactivates them', async () => {
    const client = {
      id: testId(901),
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      phone: null,
      createdAt: '2026-03-01T09:00:00.000Z',
      active: true,
    };
    const fetchMock = stubApi({
      '/admin/reports': { body: [] },
      '/admin/clients': { body: [client] },
      [`/admin/clients/${client.id}/bookings`]: {
        body: [
          {
            therapistName: 'Dr. Ananya Sharma',
            start_time: '2026-03-05T09:00:00.000Z',
            end_time: '2026-03-05T09:50:00.000Z',
            status: 'booked',
          },
        ],
      },
      [`POST /admin/clients/${client.id}/password-reset`]: { body: { success: true } },
      [`/admin/clients/${client.id}/deactivation-preview`]: {
        body: {
          sessions: [
            {
              start_time: '2026-03-05T09:00:00.000Z',
              end_time: '2026-03-05T09:50:00.000Z',
              withName: 'Dr. Ananya Sharma',
            },
          ],
        },
      },
      [`POST /admin/clients/${client.id}/deactivate`]: { body: { success: true } },
    });
    renderAt(<AdminPage />, { auth: admin });
    await userEvent.click(screen.getByRole('tab', { name: a.tabs.clients }));
    await userEvent.type(await screen.findByRole('searchbox', { name: a.search }), 'kiran');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/clients?q=kiran',
      ),
    );
    const card = await screen.findByRole('article', { name: client.name });
    await userEvent.click(within(card).getByRole('button', { name: a.bookings }));
    expect(await within(card).findByText(/Dr\. Ananya Sharma/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: a.sendResetLink }));
    await findToast(a.resetLinkSent);
    await userEvent.click(within(card).getByRole('button', { name: a.deactivate }));
    // It asks first, naming the session it will cancel and how the therapist is told.
    const c = a.confirmDeactivation;
    const dialog = await screen.findByRole('dialog', { name: c.title(client.name) });
    const listed = await within(dialog).findByRole('list', { name: c.sessionsHeading(1) });
    expect(within(listed).getByText('Dr. Ananya Sharma')).toBeTruthy();
    expect(within(dialog).getByText(c.therapistsTold)).toBeTruthy();
    const deactivated = () =>
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith(`/admin/clients/${client.id}/deactivate`) &&
          (init as RequestInit).method === 'POST',
      );
    expect(deactivated()).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: c.confirm }));
    await findToast(a.saved);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deactivated()).toBe(true);
  });
});
