import { describe, expect, it } from 'vitest';
import { messages, paymentResponseSchema, publicSlotsResponseSchema } from '@solace/shared';
import { eventually } from '../../test/eventually';
import { overHttp } from '../../test/http-client';
import { bookOverHttp, storedPayment, usePaidApp, type PaidProvider } from '../../test/payment-kit';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';

describe.each<PaidProvider>(['razorpay', 'stripe'])('leaving %s checkout unpaid', (provider) => {
  const { ctx, driver } = usePaidApp(provider);
  const app = () => ctx.app;

  async function heldTime() {
    const people = await signInDemoPeople(app());
    const slotId = await addFreeSlot(app(), people.doctor.token);
    const doctorId = people.doctor.user.id;
    const { res, answer } = await bookOverHttp(app(), people.patient.token, { slotId, doctorId });
    expect(res.statusCode, res.body).toBe(200);
    const abandon = (token = people.patient.token) =>
      overHttp(app()).post(`/api/payments/${answer!.payment!.id}/abandon`, {}, token);
    const slotFree = async () => {
      const slots = publicSlotsResponseSchema.parse(
        (await overHttp(app()).get(`/api/doctors/${doctorId}/available-slots`)).json(),
      );
      return slots.available.some((slot) => slot.id === slotId);
    };
    return { ...people, payment: answer!.payment!, booking: answer!.booking, abandon, slotFree };
  }

  it('tells anyone choosing a time how long it is held while they pay', async () => {
    const res = await overHttp(app()).get('/api/bookings/policy');
    expect(res.json()).toEqual({ cancelNoticeHours: 24, paymentHoldMinutes: 15 });
  });

  it('frees the held time at once, closes the checkout, and says so again when asked twice', async () => {
    const held = await heldTime();
    expect(await held.slotFree()).toBe(false);
    const res = await held.abandon();
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentResponseSchema.parse(res.json()).status).toBe('failed');
    expect(await held.slotFree()).toBe(true);
    // Stripe's session is expired, so nobody can pay for the time let go (Razorpay's orders
    // have no close: its checkout window shuts itself).
    if (provider === 'stripe') {
      await eventually(() => !driver().checkoutOpen(held.payment.checkout.providerOrderId));
    }
    const again = await held.abandon();
    expect(again.statusCode, again.body).toBe(200);
    expect(paymentResponseSchema.parse(again.json()).status).toBe('failed');
  });

  it('changes nothing for a payment already made, and is refused to anyone but the payer', async () => {
    const held = await heldTime();
    const stranger = await createPatient(app());
    const refused = await held.abandon(stranger.token);
    expect(refused.statusCode).toBe(404);
    expect((refused.json() as { error: string }).error).toBe(messages.payments.notFound);
    expect((await storedPayment(app(), held.payment.id)).status).toBe('created');

    await driver().pay(held.payment.checkout.providerOrderId);
    await eventually(async () => (await storedPayment(app(), held.payment.id)).status === 'paid');
    const late = await held.abandon();
    expect(late.statusCode).toBe(200);
    expect(paymentResponseSchema.parse(late.json()).status).toBe('paid');
    expect(await held.slotFree()).toBe(false);
  });
});
