import { afterEach } from 'vitest';

/**
 * Razorpay's Checkout.js as a page sees it (`window.Razorpay`, `new Razorpay(options).open()`),
 * recording what each checkout was opened with: the provider's window is another site's, so a
 * component test checks what the page hands it. Installed for the calling file's tests.
 */
export function installCheckoutJs(): { opened: () => Record<string, unknown>[] } {
  let opened: Record<string, unknown>[] = [];
  class CheckoutJs {
    constructor(private readonly options: Record<string, unknown>) {}
    open() {
      opened.push(this.options);
    }
  }
  const install = () => {
    (window as { Razorpay?: unknown }).Razorpay = CheckoutJs;
  };
  install();
  afterEach(() => {
    opened = [];
    install();
  });
  return { opened: () => opened };
}
