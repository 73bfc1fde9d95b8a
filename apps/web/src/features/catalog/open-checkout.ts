import type { PlanPurchaseResponse } from '@solace/shared';

type Checkout = PlanPurchaseResponse['payment']['checkout'];

/** What Razorpay's Checkout.js puts on the window. */
interface RazorpayConstructor {
  new (options: Record<string, unknown>): { open(): void };
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * Sends the browser to the provider's checkout: Stripe's (and the test checkout's) page, or
 * Razorpay's Checkout.js opened with the server's options, whose handler comes back to the
 * appointments page with what Razorpay answered. A stand-in until the payments feature's own
 * `openCheckout` (apps/web/src/features/payments/checkout.ts) is merged: use that one then.
 */
export async function openCheckout(checkout: Checkout): Promise<void> {
  if (checkout.kind === 'redirect') {
    window.location.assign(checkout.url);
    return;
  }
  await loadScript(checkout.scriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout did not load');
  const paymentId = (checkout.options.notes as { payment_id?: string } | undefined)?.payment_id;
  new Razorpay({
    ...checkout.options,
    handler: (answer: Record<string, string>) => {
      const query = new URLSearchParams({ payment: paymentId ?? '', ...answer });
      window.location.assign(`/appointments?${query.toString()}`);
    },
  }).open();
}
