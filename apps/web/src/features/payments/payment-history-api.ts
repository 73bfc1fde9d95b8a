import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { myPaymentsPageSchema, paymentReceiptSchema } from '@solace/shared';
import { api, withQuery } from '../../lib/api-client';

export const paymentHistoryKeys = {
  all: ['payments'] as const,
  mine: ['payments', 'mine'] as const,
  receipt: (paymentId: string) => ['payments', 'receipt', paymentId] as const,
};

/** The signed-in client's payments, newest first, a page at a time, with their refunds. */
export function usePaymentHistory() {
  return useInfiniteQuery({
    queryKey: paymentHistoryKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      api.get(withQuery('/payments/mine', { cursor: pageParam }), myPaymentsPageSchema, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A refund settles at the provider, not here: read afresh whenever the list is shown.
    staleTime: 0,
  });
}

/** A paid payment's receipt, as the server words it (the receipt mail says the same). */
export function useReceipt(paymentId: string | null) {
  return useQuery({
    queryKey: paymentHistoryKeys.receipt(paymentId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/payments/${encodeURIComponent(paymentId!)}/receipt`, paymentReceiptSchema, {
        signal,
      }),
    enabled: paymentId !== null,
  });
}
