import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentsMessages, type MyPayment, type PaymentReceipt } from '@solace/shared';
import { flushApp } from '../../test/flush';
import { authValue, renderAt, stubApi } from '../../test/render';
import { testId } from '../../test/ids';
import { setViewportWidth } from '../../test/viewport';
import { PaymentHistorySection } from './PaymentHistorySection';

const m = paymentsMessages.history;
const MINE = '/payments/mine';

function payment(n: number, extra: Partial<MyPayment> = {}): MyPayment {
  return {
    id: testId(7_000 + n),
    kind: 'session',
    description: `Session with Dr. Asha Rao, March ${n}`,
    amountMinor: 120_000,
    taxMinor: 18_305,
    currency: 'INR',
    status: 'paid',
    receiptNumber: `SOL-2025-00000${n}`,
    paidAt: `2025-03-0${n}T05:00:00.000Z`,
    createdAt: `2025-03-0${n}T04:58:00.000Z`,
    refunds: [],
    ...extra,
  };
}

const receipt: PaymentReceipt = {
  receiptNumber: 'SOL-2025-000001',
  title: 'Receipt',
  issuer: ['Calm Waters Practice', '12 MG Road'],
  lines: [
    { label: 'Receipt number', value: 'SOL-2025-000001' },
    { label: 'Amount paid', value: '₹1,200' },
    { label: 'of which GST 18%', value: '₹183.05' },
  ],
};

const page = (items: MyPayment[], nextCursor: string | null = null) => ({
  body: { items, nextCursor },
});

function renderSection(answers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(answers);
  renderAt(<PaymentHistorySection />, { path: '/appointments', auth: authValue('authenticated') });
  return fetchMock;
}

async function section() {
  return within(await screen.findByRole('region', { name: m.title }));
}

describe('PaymentHistorySection', () => {
  it('shows nothing for a client who never paid', async () => {
    const fetchMock = renderSection({ [MINE]: page([]) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await flushApp(fetchMock);
    expect(screen.queryByRole('region', { name: m.title })).toBeNull();
  });

  it('lists payments with their status, tax and refunds', async () => {
    renderSection({
      [MINE]: page([
        payment(2, {
          status: 'refunded',
          refunds: [
            {
              amountMinor: 120_000,
              status: 'processed',
              createdAt: '2025-03-02T06:00:00.000Z',
              processedAt: '2025-03-03T06:00:00.000Z',
            },
          ],
        }),
        payment(1),
        payment(3, {
          status: 'expired',
          receiptNumber: null,
          paidAt: null,
          taxMinor: 0,
          refunds: [],
        }),
      ]),
    });
    const list = await section();
    const itemOf = (n: number) => list.getByText(payment(n).description).closest('li')!;
    const [refunded, paid, expired] = [itemOf(2), itemOf(1), itemOf(3)];
    expect(within(refunded!).getByText(m.status.refunded)).toBeTruthy();
    expect(within(refunded!).getByText(m.refund.processed('₹1,200', 'March 3, 2025'))).toBeTruthy();
    expect(within(paid!).getByText(m.status.paid)).toBeTruthy();
    expect(within(paid!).getByText(/of which GST: ₹183.05/)).toBeTruthy();
    expect(within(paid!).getByText(m.paidOn('March 1, 2025'))).toBeTruthy();
    expect(within(expired!).getByText(m.status.expired)).toBeTruthy();
    expect(within(expired!).getByText(m.startedOn('March 3, 2025'))).toBeTruthy();
    expect(within(expired!).queryByRole('button', { name: /Receipt/ })).toBeNull();
    expect(within(expired!).queryByText(/GST/)).toBeNull();
  });

  it('tells the client when a refund failed, and that someone will see to it', async () => {
    renderSection({
      [MINE]: page([
        payment(1, {
          refunds: [
            {
              amountMinor: 120_000,
              status: 'failed',
              createdAt: '2025-03-02T06:00:00.000Z',
              processedAt: null,
            },
          ],
        }),
      ]),
    });
    expect((await section()).getByText(m.refund.failed('₹1,200'))).toBeTruthy();
  });

  it('opens the receipt in a dialog that prints, full screen at 375 px', async () => {
    setViewportWidth(375);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderSection({
      [MINE]: page([payment(1)]),
      [`/payments/${payment(1).id}/receipt`]: { body: receipt },
    });
    const user = userEvent.setup();
    await user.click(
      (await section()).getByRole('button', { name: m.receiptFor('SOL-2025-000001') }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Receipt SOL-2025-000001' });
    const inDialog = within(dialog);
    expect(inDialog.getByText('Calm Waters Practice')).toBeTruthy();
    expect(inDialog.getByText('of which GST 18%')).toBeTruthy();
    expect(inDialog.getByText('₹183.05')).toBeTruthy();
    expect(dialog.className).toMatch(/FullScreen/);
    await user.click(inDialog.getByRole('button', { name: m.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(inDialog.getByRole('button', { name: m.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads older payments a page at a time', async () => {
    renderSection({
      [MINE]: (url) =>
        Response.json(
          url.searchParams.get('cursor') === 'next-page'
            ? page([payment(1)]).body
            : page([payment(2)], 'next-page').body,
        ),
    });
    const list = await section();
    expect(list.queryByText(payment(1).description)).toBeNull();
    await userEvent.setup().click(list.getByRole('button', { name: 'Load more' }));
    expect(await list.findByText(payment(1).description)).toBeTruthy();
    expect(list.getByText(payment(2).description)).toBeTruthy();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let calls = 0;
    renderSection({
      [MINE]: () => {
        calls += 1;
        return calls === 1
          ? Response.json({ error: 'down', message: 'down', code: 'INTERNAL' }, { status: 500 })
          : Response.json(page([payment(1)]).body);
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await (await section()).findByText(payment(1).description)).toBeTruthy();
  });
});
