import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditsMessages, paymentsMessages, type MyPlan } from '@solace/shared';
import { installCheckoutJs } from '../../test/checkout-js';
// The plan schemas the credits read loads on first use, compiled before the tests.
import '../catalog/plans-schemas';
import { bookLabel, fixBookingPageClock, freeBooked, renderBooking } from './booking-test-render';

fixBookingPageClock();

const checkoutJs = installCheckoutJs();

const PAYMENT_ID = '6f1c2b8e-1d2a-4c3b-9a5e-0b7d7c1e2f30';
const heldAnswer = {
  body: {
    success: true,
    booking: freeBooked,
    payment: {
      id: PAYMENT_ID,
      status: 'created',
      amountMinor: 120_000,
      currency: 'INR',
      holdExpiresAt: '2025-03-03T10:15:00.000Z',
      checkout: {
        kind: 'script',
        providerOrderId: 'order_Held0001',
        scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        options: { key: 'rzp_test_1', order_id: 'order_Held0001', amount: 120_000 },
      },
    },
  },
};

describe('booking a paid session', () => {
  it('says what is paid and for how long the time is held, then opens checkout instead of confirming', async () => {
    renderBooking({
      '/bookings/policy': { body: { cancelNoticeHours: 24, paymentHoldMinutes: 15 } },
      'POST /bookings/create': heldAnswer,
      '/plans/mine': { body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: bookLabel }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByText(paymentsMessages.checkout.payNext('₹1,200', 15))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    const paying = await within(dialog).findByRole('button', {
      name: paymentsMessages.checkout.opening,
    });
    expect(paying.hasAttribute('disabled')).toBe(true);
    const opened = checkoutJs.opened();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ key: 'rzp_test_1', order_id: 'order_Held0001' });
    expect(typeof opened[0]!.handler).toBe('function');
    expect(typeof (opened[0]!.modal as { ondismiss?: unknown }).ondismiss).toBe('function');
    // Not booked yet: no success is claimed before the money has come.
    expect(screen.queryByText(/is booked for/)).toBeNull();
  });

  it('says nothing of paying when the practice takes no payment online', async () => {
    renderBooking({
      '/bookings/policy': { body: { cancelNoticeHours: 24, paymentHoldMinutes: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: bookLabel }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).queryByText(/at the next step/)).toBeNull();
  });

  it('says a plan credit pays for it when the client has one valid at the session, and sends no one to checkout', async () => {
    const plan: MyPlan = {
      id: '5b0e7a3c-2f4d-4e6a-8b1c-9d2e3f4a5b6c',
      planId: 'weekly',
      planName: 'Weekly',
      sessionsTotal: 4,
      sessionsLeft: 3,
      startsAt: '2025-03-01T10:00:00.000Z',
      expiresAt: '2025-03-31T10:00:00.000Z',
      expired: false,
      paymentId: PAYMENT_ID,
      receiptNumber: 'SOL-2025-000007',
      refunded: false,
    };
    renderBooking({
      '/bookings/policy': { body: { cancelNoticeHours: 24, paymentHoldMinutes: 15 } },
      '/plans/mine': {
        body: [plan, { ...plan, id: '6c1f8b4d-3a5e-4f7b-9c2d-0e3f4a5b6c7d', expired: true }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: bookLabel }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(await within(dialog).findByText(creditsMessages.creditWillBeUsed(3))).toBeTruthy();
    expect(within(dialog).queryByText(/at the next step/)).toBeNull();
  });
});
