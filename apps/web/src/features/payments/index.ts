/** Payments' public face: opening a provider's checkout, and the notice on coming back from it. */
export { openCheckout, type OpenablePayment } from './checkout';
export { PaymentReturnNotice } from './PaymentReturnNotice';
export { abandonPayment } from './payments-api';
/** Payments' public face: the client's payments, refunds and receipts (My appointments). */
export { PaymentHistorySection } from './PaymentHistorySection';
