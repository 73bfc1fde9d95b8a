import type { BookingPayment } from '@solace/shared';

/** The query parameters /appointments is opened with on the way back from checkout. */
export const PAYMENT_PARAM = 'payment';
export const CANCELLED_PARAM = 'cancelled';

/** Where checkout comes back to, as the server's return URLs say it (checkout.service.ts). */
export function returnPath(paymentId: string, fields: Record<string, string> = {}): string {
  const query = new URLSearchParams({ [PAYMENT_PARAM]: paymentId, ...fields });
  return `/appointments?${query.toString()}`;
}

/** What opening checkout needs: the payment's id and the provider's checkout. */
export type OpenablePayment = Pick<BookingPayment, 'id' | 'checkout'>;

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Checkout.js, loaded once per page from the URL the server gives (its CSP allows it). */
let razorpayScript: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(scriptUrl: string): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  razorpayScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Checkout.js defined no Razorpay'));
    };
    script.onerror = () => reject(new Error('Checkout.js did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    razorpayScript = null; // the next try loads it again
    throw error;
  });
  return razorpayScript;
}

/**
 * Opens the provider's checkout for a payment. A page (Stripe, the test checkout) is a
 * navigation; Razorpay's Checkout.js opens over this page, and both its outcomes come back the
 * way a page's do: to /appointments with the payment's id, the fields Razorpay hands over
 * (the server checks them with Razorpay, they are only hints), or `cancelled`. Rejects when the
 * checkout cannot be opened (its script did not load).
 */
export async function openCheckout(payment: OpenablePayment): Promise<void> {
  const { checkout } = payment;
  if (checkout.kind === 'redirect') {
    window.location.assign(checkout.url);
    return;
  }
  const Razorpay = await loadRazorpay(checkout.scriptUrl);
  new Razorpay({
    ...checkout.options,
    handler: (fields: Record<string, string>) =>
      window.location.assign(returnPath(payment.id, fields)),
    modal: {
      ondismiss: () => window.location.assign(returnPath(payment.id, { [CANCELLED_PARAM]: '1' })),
    },
  }).open();
}
