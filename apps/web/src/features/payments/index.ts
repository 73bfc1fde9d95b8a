/** Payments' public face: opening a provider's checkout, and the notice on coming back from it. */
export { openCheckout, type OpenablePayment } from './checkout';
export { PaymentReturnNotice } from './PaymentReturnNotice';
export { abandonPayment } from './payments-api';
