import {
  paymentResponseSchema,
  type PaymentResponse,
  type VerifyReturnRequest,
} from '@solace/shared';
import { api } from '../../lib/api-client';

export const paymentKeys = {
  one: (id: string) => ['payments', id] as const,
};

const path = (id: string) => `/payments/${encodeURIComponent(id)}`;

/** The payer's payment as it stands (polled while the provider has not confirmed it). */
export function fetchPayment(id: string): Promise<PaymentResponse> {
  return api.get(path(id), paymentResponseSchema);
}

/** Back from checkout with the provider's fields: the server asks the provider whether it is paid. */
export function verifyReturn(id: string, fields: VerifyReturnRequest): Promise<PaymentResponse> {
  return api.post(`${path(id)}/verify-return`, paymentResponseSchema, fields);
}

/** Left checkout without paying: the held time is let go at once. */
export function abandonPayment(id: string): Promise<PaymentResponse> {
  return api.post(`${path(id)}/abandon`, paymentResponseSchema);
}
