import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditsMessages, type Plan } from '@solace/shared';
import { testId } from '../../test/ids';
// The schemas the calls load on first use, compiled before the tests (as screens are).
import './plans-schemas';
import { authValue, LocationProbe, renderAt, sentRequest, stubApi } from '../../test/render';
import { installCheckoutJs } from '../../test/checkout-js';
import { PlansPage } from './PlansPage';

// The provider's checkout is another site: the test sees what the page hands it.
const checkoutJs = installCheckoutJs();

const plan = (id: string, name: string, priceMinor: number): Plan => ({
  id,
  name,
  price: priceMinor / 100,
  priceMinor,
  currency: 'INR',
  period: 'week',
  description: `${name} support.`,
  features: ['Sessions'],
  sessionsIncluded: 4,
  validityDays: 7,
});
const plans = [plan('single', 'Single', 40_000), plan('weekly', 'Weekly', 140_000)];
const checkout = {
  kind: 'script',
  providerOrderId: 'order_Plan0001',
  scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  options: { key: 'rzp_test_1', order_id: 'order_Plan0001', amount: 140_000 },
};
const purchased = {
  payment: {
    id: testId(900),
    status: 'created',
    amountMinor: 140_000,
    currency: 'INR',
    checkout,
  },
};

/** The practice takes payment online (a provider is configured). */
const payingOnline = {
  '/bookings/policy': { body: { cancelNoticeHours: 24, paymentHoldMinutes: 15 } },
};

const proceedOf = async (name: string) =>
  within(await screen.findByRole('article', { name: `${name} plan` })).getByRole('button');

describe('PlansPage: Proceed buys the plan', () => {
  it('sends a visitor to log in, to come back to the plans afterwards', async () => {
    stubApi({ '/plans': { body: plans }, ...payingOnline });
    renderAt(<PlansPage />, {
      path: '/plans',
      auth: authValue('unauthenticated'),
      routes: [{ path: '/login', element: <LocationProbe /> }],
    });
    fireEvent.click(await proceedOf('Weekly'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login {"from":"/plans"}'),
    );
    expect(checkoutJs.opened()).toEqual([]);
  });

  it("buys the plan for a client and opens the provider's checkout, busy meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      ...payingOnline,
      '/plans': { body: plans },
      'POST /plans/weekly/purchase': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt(<PlansPage />, { path: '/plans', auth: authValue('authenticated') });
    const weekly = await proceedOf('Weekly');
    fireEvent.click(weekly);
    await waitFor(() => expect(weekly.textContent).toBe(creditsMessages.proceeding));
    expect(weekly).toHaveProperty('disabled', true);
    expect((await proceedOf('Single')).hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify(purchased), { status: 201 }));
    await waitFor(() => expect(checkoutJs.opened()).toHaveLength(1));
    expect(checkoutJs.opened()[0]).toMatchObject(checkout.options);
    const sent = fetchMock.mock.calls.map((_, index) => sentRequest(fetchMock, index));
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
      '/api/plans/weekly/purchase',
    ]);
  });

  it('says why when the plan cannot be bought, and the button is usable again', async () => {
    stubApi({
      ...payingOnline,
      '/plans': { body: plans },
      'POST /plans/weekly/purchase': {
        status: 409,
        body: {
          error: creditsMessages.noOnlinePayment,
          message: creditsMessages.noOnlinePayment,
          code: 'PAYMENTS_NOT_CONFIGURED',
        },
      },
    });
    renderAt(<PlansPage />, { path: '/plans', auth: authValue('authenticated') });
    const weekly = await proceedOf('Weekly');
    fireEvent.click(weekly);
    expect((await screen.findByRole('alert')).textContent).toBe(creditsMessages.noOnlinePayment);
    expect(weekly.textContent).toBe(creditsMessages.proceed);
    expect(weekly.hasAttribute('disabled')).toBe(false);
    expect(checkoutJs.opened()).toEqual([]);
  });

  it('falls back to its own words when no answer came', async () => {
    stubApi({
      ...payingOnline,
      '/plans': { body: plans },
      'POST /plans/single/purchase': () => Promise.reject(new TypeError('offline')),
    });
    renderAt(<PlansPage />, { path: '/plans', auth: authValue('authenticated') });
    fireEvent.click(await proceedOf('Single'));
    expect((await screen.findByRole('alert')).textContent).toBe(creditsMessages.purchaseFailed);
  });

  it('says plans are arranged with the practice when it takes no payment online, and Proceed says it again', async () => {
    stubApi({
      '/plans': { body: plans },
      '/bookings/policy': { body: { cancelNoticeHours: 24, paymentHoldMinutes: null } },
      'POST /plans/weekly/purchase': {
        status: 409,
        body: { error: creditsMessages.noOnlinePayment, code: 'PAYMENTS_NOT_CONFIGURED' },
      },
    });
    renderAt(<PlansPage />, { path: '/plans', auth: authValue('authenticated') });
    expect((await screen.findByRole('note')).textContent).toBe(creditsMessages.noOnlinePayment);
    fireEvent.click(await proceedOf('Weekly'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      creditsMessages.noOnlinePayment,
    );
    expect(checkoutJs.opened()).toEqual([]);
  });
});
