import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentsMessages, type PaymentResponse } from '@solace/shared';
import { renderAt, sentRequest, stubApi } from '../../test/render';
import { PaymentReturnNotice } from './PaymentReturnNotice';

const r = paymentsMessages.returned;
const ID = '6f1c2b8e-1d2a-4c3b-9a5e-0b7d7c1e2f30';

function payment(status: PaymentResponse['status'], changes: Partial<PaymentResponse> = {}) {
  return {
    id: ID,
    status,
    amountMinor: 120_000,
    taxMinor: 18_305,
    currency: 'INR',
    description: 'Session with Dr. Meera Rao, Thursday, 3 December, 10:00 (IST)',
    receiptNumber: status === 'paid' ? 'SOL-2026-000042' : null,
    bookingId: '0d9c8b7a-6f5e-4d3c-8b1a-0f9e8d7c6b5a',
    paidAt: status === 'paid' ? '2026-11-26T10:00:00.000Z' : null,
    ...changes,
  };
}

function renderReturn(query: string) {
  const onSettled = vi.fn();
  const view = renderAt(<PaymentReturnNotice onSettled={onSettled} />, {
    path: `/appointments?${query}`,
  });
  return { ...view, onSettled };
}

describe('PaymentReturnNotice', () => {
  it('is nothing on the page without a payment to report', () => {
    const fetchMock = stubApi({});
    const { container } = renderReturn('cancel=abc');
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('brings Stripe’s session back for the server to check, then says the session is booked, with the receipt', async () => {
    const fetchMock = stubApi({
      [`POST /payments/${ID}/verify-return`]: { body: payment('paid') },
    });
    const { router, onSettled } = renderReturn(`payment=${ID}&session_id=cs_test_42`);
    expect(screen.getByRole('status').textContent).toBe(r.checking);
    await screen.findByText(`${r.paid} ${r.receipt('SOL-2026-000042')}`);
    expect(sentRequest(fetchMock, 0)).toEqual({
      url: `/api/payments/${ID}/verify-return`,
      method: 'POST',
      body: { session_id: 'cs_test_42' },
    });
    expect(onSettled).toHaveBeenCalledTimes(1);
    // The provider's fields are read once: a reload only reads the payment.
    await waitFor(() => expect(router.state.location.search).toBe(`?payment=${ID}`));
  });

  it('keeps asking while the provider has not confirmed it, and says so when it has', async () => {
    let reads = 0;
    stubApi({
      [`POST /payments/${ID}/verify-return`]: {
        status: 409,
        body: { error: paymentsMessages.notConfirmed, code: 'PAYMENT_NOT_CONFIRMED' },
      },
      [`GET /payments/${ID}`]: () => {
        reads += 1;
        const body = payment(reads < 2 ? 'created' : 'paid', { bookingId: null });
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { onSettled } = renderReturn(
      `payment=${ID}&razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=sig`,
    );
    // A plan has no booking: its own words.
    await screen.findByText(`${r.planPaid} ${r.receipt('SOL-2026-000042')}`, undefined, {
      timeout: 6000,
    });
    expect(reads).toBe(2);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('lets the held time go when the client cancelled at checkout, and says so', async () => {
    const fetchMock = stubApi({ [`POST /payments/${ID}/abandon`]: { body: payment('failed') } });
    renderReturn(`payment=${ID}&cancelled=1`);
    expect(await screen.findByText(r.cancelled)).toBeTruthy();
    expect(sentRequest(fetchMock, 0).url).toBe(`/api/payments/${ID}/abandon`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says why when the payment failed or came too late, and can be dismissed', async () => {
    stubApi({ [`GET /payments/${ID}`]: { body: payment('expired') } });
    const { router } = renderReturn(`payment=${ID}`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(r.expired);
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The router's address changes first; the page draws without the notice a moment later.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says it could not check, rather than guess, when the server cannot answer', async () => {
    stubApi({
      [`GET /payments/${ID}`]: { status: 404, body: { error: paymentsMessages.notFound } },
    });
    renderReturn(`payment=${ID}`);
    expect((await screen.findByRole('alert')).textContent).toContain(r.unknown);
  });
});
