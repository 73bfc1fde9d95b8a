import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPaymentsMessages, type TherapistPaymentsSummary } from '@solace/shared';
import userEvent from '@testing-library/user-event';
import { QueryStatusProbe } from '../../test/render';
import { paymentsSummaryKey } from './PaymentsCard';
import {
  data,
  renderDashboard,
  setUpDashboardTests,
  slotsAnswer,
  stubDashboardApi,
} from './test-dashboard';

setUpDashboardTests();

const t = adminPaymentsMessages.therapist;

/** Twelve months back from March 2025 (the fixed now), money in two of them. */
const summary: TherapistPaymentsSummary = {
  timeZone: 'Asia/Kolkata',
  months: Array.from({ length: 12 }, (_, back) => {
    const month = new Date(Date.UTC(2025, 2 - back, 1)).toISOString().slice(0, 7);
    const totals =
      month === '2025-03'
        ? [
            {
              currency: 'INR',
              count: 3,
              grossMinor: 360_000,
              refundedMinor: 120_000,
              netMinor: 240_000,
            },
          ]
        : month === '2025-01'
          ? [
              {
                currency: 'INR',
                count: 1,
                grossMinor: 120_000,
                refundedMinor: 0,
                netMinor: 120_000,
              },
            ]
          : [];
    return { month, totals };
  }),
};

describe('the dashboard’s Payments card', () => {
  it('shows the months with paid sessions, newest first: how many, paid, refunded, net', async () => {
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer(data),
      '/doctor/payments/summary': { body: summary },
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: t.title });
    // The table scrolls sideways in a box of its own, which a keyboard can reach and scroll.
    const box = within(card).getByRole('region', { name: t.byMonth });
    expect(box.getAttribute('tabindex')).toBe('0');
    const rows = within(within(box).getByRole('table', { name: t.title })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${t.month}${t.sessions}${t.gross}${t.refunded}${t.net}`,
      'March 20253₹3,600₹1,200₹2,400',
      'January 20251₹1,200₹0₹1,200',
    ]);
  });

  it('is not there when no session was paid for (a practice that charges nothing)', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard(undefined, <QueryStatusProbe queryKey={paymentsSummaryKey} />);
    // Read and empty: drawn with the answer, and no card.
    await waitFor(() => expect(screen.getByTestId('query-status').textContent).toBe('success'));
    expect(screen.queryByRole('region', { name: t.title })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your sessions' })).toBeTruthy();
  });
});

describe('the appointment details say whether the session was paid', () => {
  it.each([
    ['paid', adminPaymentsMessages.status.paid],
    ['refunded', adminPaymentsMessages.status.refunded],
  ] as const)('%s', async (status, words) => {
    const booked = { ...data.booked[0]!, payment_status: status };
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: [booked] }),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Details' });
    expect(dialog.textContent).toContain(`${t.payment}${words}`);
  });

  it('says nothing of money for a free session', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Details' });
    expect(dialog.textContent).toContain('ClientUnknown Client');
    expect(dialog.textContent).not.toContain(t.payment);
  });
});
