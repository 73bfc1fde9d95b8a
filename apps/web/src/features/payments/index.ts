/** Payments' public face: the client's payments, refunds and receipts (My appointments). */
export { PaymentHistorySection } from './PaymentHistorySection';
