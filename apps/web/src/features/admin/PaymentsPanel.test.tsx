import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminMessages, adminPaymentsMessages, type AdminPayment } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, authValue, findToast, renderAt, stubApi, writesSent } from '../../test/render';
import { AdminPage } from './AdminPage';

const m = adminPaymentsMessages;
const admin = authValue('authenticated', {
  user: { ...asha, role: 'admin', timeZone: 'Asia/Kolkata' },
});

const paid: AdminPayment = {
  id: testId(501),
  createdAt: '2026-03-05T03:20:00.000Z',
  paidAt: '2026-03-05T03:30:00.000Z',
  payerName: 'Zoë Quill',
  payerEmail: 'zoe@example.com',
  kind: 'session',
  description: 'Session with Dr Rao, Thu 12 Mar',
  therapistId: testId(601),
  therapistName: 'Dr Rao',
  amountMinor: 120_000,
  taxMinor: 18_305,
  currency: 'INR',
  status: 'partially_refunded',
  receiptNumber: 'SOL-2026-000012',
  provider: 'razorpay',
  refundedMinor: 20_000,
  refunds: [
    {
      id: testId(701),
      amountMinor: 20_000,
      status: 'processed',
      reason: 'therapist_cancelled',
      createdAt: '2026-03-06T10:00:00.000Z',
      failureStatus: null,
      failureReason: null,
    },
    {
      id: testId(702),
      amountMinor: 100_000,
      status: 'failed',
      reason: 'admin',
      createdAt: '2026-03-07T10:00:00.000Z',
      failureStatus: 400,
      failureReason: 'BAD_REQUEST_ERROR: The payment has been fully refunded already',
    },
  ],
};
const refunded: AdminPayment = {
  ...paid,
  id: testId(502),
  payerName: 'Ravi Kumar',
  status: 'refunded',
  refundedMinor: 120_000,
  receiptNumber: 'SOL-2026-000013',
  refunds: [],
};
const therapists = [
  {
    id: testId(601),
    name: 'Dr Rao',
    email: 'rao@example.com',
    specialization: '',
    description: '',
    price: 1200,
    image: null,
    active: true,
  },
];
const revenue = {
  year: new Date().getFullYear(),
  timeZone: 'UTC',
  rows: [
    {
      kind: 'session',
      therapistId: testId(601),
      therapistName: 'Dr Rao',
      month: 3,
      currency: 'INR',
      count: 2,
      grossMinor: 240_000,
      refundedMinor: 20_000,
      netMinor: 220_000,
      taxMinor: 36_610,
    },
  ],
};
const credit = {
  id: testId(801),
  clientId: testId(802),
  clientName: 'Plan Client',
  clientEmail: 'plan@example.com',
  planId: 'weekly',
  planName: 'Weekly',
  sessionsTotal: 4,
  sessionsLeft: 3,
  startsAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2026-03-08T00:00:00.000Z',
  expired: true,
};

/** The tab's reads; `payments` answers the list by its query. */
function stubPanel(extra: Parameters<typeof stubApi>[0] = {}, payments = [paid, refunded]) {
  return stubApi({
    '/admin/reports': { body: [] },
    'GET /admin/payments': { body: payments },
    '/admin/therapists': { body: therapists },
    '/admin/payments/revenue': { body: revenue },
    '/admin/credits': { body: [credit] },
    ...extra,
  });
}

async function openPayments() {
  renderAt(<AdminPage />, { auth: admin });
  await userEvent.click(screen.getByRole('tab', { name: m.tab }));
  return screen.findByRole('table', { name: m.tab });
}

/** The list's reads, as their query strings. */
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/payments')
    .map((url) => url.search);

describe('the console’s payments', () => {
  it('opens on its tab from a notice’s link (/admin#payments), and a tab chosen is the address', async () => {
    stubPanel();
    const { router } = renderAt(<AdminPage />, { path: '/admin#payments', auth: admin });
    expect(await screen.findByRole('table', { name: m.tab })).toBeTruthy();
    expect(screen.getByRole('tab', { name: m.tab }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: adminMessages.tabs.reports }));
    expect(router.state.location.hash).toBe('#reports');
    expect(screen.queryByRole('table', { name: m.tab })).toBeNull();
  });

  it('lists payments with their refunds, revenue per therapist and month, and credits', async () => {
    stubPanel();
    const table = await openPayments();
    const row = within(table).getByRole('row', { name: /Zoë Quill/ });
    expect(within(row).getByText('₹1,200')).toBeTruthy();
    expect(within(row).getByText(m.status.partially_refunded)).toBeTruthy();
    expect(
      within(row).getByText(
        m.refundLine('₹200', m.refundStatus.processed, m.refundReason.therapist_cancelled),
      ),
    ).toBeTruthy();
    // A refund the provider refused: failed, with the provider's status and words to act on.
    expect(
      within(row).getByText(m.refundLine('₹1,000', m.refundStatus.failed, m.refundReason.admin)),
    ).toBeTruthy();
    expect(
      within(row).getByText(
        m.refundRefused(400, 'BAD_REQUEST_ERROR: The payment has been fully refunded already'),
      ),
    ).toBeTruthy();
    // Only money still held can be refunded.
    expect(
      within(row).getByRole('button', { name: m.refundOf('Zoë Quill', '₹1,000') }),
    ).toBeTruthy();
    const gone = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(gone).queryByRole('button')).toBeNull();
    // The wide table scrolls inside its own named, focusable box.
    expect(screen.getByRole('region', { name: m.tab }).getAttribute('tabindex')).toBe('0');

    const year = new Date().getFullYear();
    const revenueRow = within(
      await screen.findByRole('table', { name: `${m.revenue.title} ${year}` }),
    ).getByRole('row', { name: /Dr Rao/ });
    expect(within(revenueRow).getByText('March')).toBeTruthy();
    expect(within(revenueRow).getByText('₹2,200')).toBeTruthy();
    const credits = await screen.findByRole('table', { name: m.credits.title });
    expect(within(credits).getByText(m.credits.sessionsLeft(3, 4))).toBeTruthy();
    expect(within(credits).getByText(m.credits.expired)).toBeTruthy();
  });

  it('sends the filters chosen, and the CSV link carries them', async () => {
    const fetchMock = stubPanel();
    await openPayments();
    const form = screen.getByRole('search', { name: m.filters.label });
    await userEvent.click(within(form).getByRole('combobox', { name: m.filters.status }));
    await userEvent.click(await screen.findByRole('option', { name: m.status.paid }));
    await userEvent.click(within(form).getByRole('combobox', { name: m.filters.therapist }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr Rao' }));
    await userEvent.type(within(form).getByLabelText(m.filters.from), '2026-03-01');
    await userEvent.type(
      within(form).getByRole('searchbox', { name: m.filters.search }),
      'zoë{enter}',
    );
    const expected = `?status=paid&therapistId=${testId(601)}&from=2026-03-01&q=zo%C3%AB`;
    await waitFor(() => expect(listQueries(fetchMock)).toContain(expected));
    const link = screen.getByRole('link', { name: m.downloadCsv });
    expect(link.getAttribute('href')).toBe(`/api/admin/payments/export.csv${expected}`);

    // Clicked: fetched with the session's token and saved under the server's file name.
    const createObjectURL = vi.fn(() => 'blob:payments-csv');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, original));
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    const csvMock = stubPanel({
      '/admin/payments/export.csv': () =>
        new Response('\uFEFFPayment ID\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="solace-payments-2026-03-31.csv"',
          },
        }),
    });
    await userEvent.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('solace-payments-2026-03-31.csv');
    const csvCall = csvMock.mock.calls.find(([url]) => String(url).includes('export.csv'))!;
    expect(String(csvCall[0])).toBe(`/api/admin/payments/export.csv${expected}`);
  });

  it('refunds after the confirm, and says so', async () => {
    const fetchMock = stubPanel({
      [`POST /admin/payments/${paid.id}/refund`]: {
        body: { ...paid, status: 'refunded', refundedMinor: 120_000 },
      },
    });
    const table = await openPayments();
    const row = within(table).getByRole('row', { name: /Zoë Quill/ });
    await userEvent.click(
      within(row).getByRole('button', { name: m.refundOf('Zoë Quill', '₹1,000') }),
    );
    const dialog = await screen.findByRole('dialog', { name: m.confirmTitle });
    expect(within(dialog).getByText(m.confirmBody('₹1,000', 'Zoë Quill'))).toBeTruthy();
    // Kept: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesSent(fetchMock)).toEqual([]);

    await userEvent.click(
      within(row).getByRole('button', { name: m.refundOf('Zoë Quill', '₹1,000') }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: m.confirmTitle })).getByRole('button', {
        name: m.confirm,
      }),
    );
    await findToast(m.refunded('₹1,000'));
    expect(writesSent(fetchMock)).toEqual([
      { url: `/api/admin/payments/${paid.id}/refund`, method: 'POST', body: undefined },
    ]);
  });

  it('says plainly when nothing was left to refund', async () => {
    stubPanel({
      [`POST /admin/payments/${paid.id}/refund`]: {
        status: 409,
        body: { error: m.nothingToRefund, message: m.nothingToRefund, code: 'NOTHING_TO_REFUND' },
      },
    });
    const table = await openPayments();
    const row = within(table).getByRole('row', { name: /Zoë Quill/ });
    await userEvent.click(
      within(row).getByRole('button', { name: m.refundOf('Zoë Quill', '₹1,000') }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: m.confirmTitle })).getByRole('button', {
        name: m.confirm,
      }),
    );
    await findToast(m.nothingToRefund);
  });
});
