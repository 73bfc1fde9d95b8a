import {
  adminCreditsResponseSchema,
  adminPaymentSchema,
  adminPaymentsResponseSchema,
  adminPaymentsMessages,
  revenueResponseSchema,
  type PaymentFilters,
  connectionMessages,
} from '@solace/shared';
import { API_BASE_URL, ApiRequestError, api, apiPage, withQuery } from '../../lib/api-client';
import { readToken } from '../../lib/auth/session-storage';

/** The console's Payments tab (issue 26): payments, a refund, revenue, credits, the CSV. */

export const paymentsKeys = {
  all: ['admin', 'payments'] as const,
  list: (filters: PaymentFilters) => ['admin', 'payments', 'list', filters] as const,
  revenue: (year: number) => ['admin', 'payments', 'revenue', year] as const,
  credits: ['admin', 'payments', 'credits'] as const,
};

/** The filters as a query string's values (empty ones left out by withQuery). */
const queryOf = (filters: PaymentFilters) => ({ ...filters });

export const fetchPayments = (filters: PaymentFilters, cursor: string | null = null) =>
  apiPage(
    withQuery('/admin/payments', { ...queryOf(filters), cursor }),
    adminPaymentsResponseSchema,
  );

export const refundPayment = (paymentId: string) =>
  api.post(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, adminPaymentSchema);

export const fetchRevenue = (year: number) =>
  api.get(withQuery('/admin/payments/revenue', { year }), revenueResponseSchema);

export const fetchCredits = (cursor: string | null = null) =>
  apiPage(withQuery('/admin/credits', { cursor }), adminCreditsResponseSchema);

/** The CSV's address with the filters: the link's target, fetched with the session's token. */
export const csvUrl = (filters: PaymentFilters) =>
  `${API_BASE_URL}${withQuery('/admin/payments/export.csv', queryOf(filters))}`;

/** The file name the server gave (Content-Disposition), else a dated one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? adminPaymentsMessages.csv.fileName(new Date().toISOString().slice(0, 10));
}

/**
 * The CSV's bytes and file name, fetched with the session's token: the API takes no cookie, so
 * a bare link would not be signed in.
 */
export async function fetchPaymentsCsv(url: string): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  }).catch(() => {
    throw new ApiRequestError(0, connectionMessages.networkFailed);
  });
  if (!response.ok) throw new ApiRequestError(response.status, adminPaymentsMessages.loadFailed);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
