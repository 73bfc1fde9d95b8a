import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paymentsMessages, type PaymentResponse } from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { CANCELLED_PARAM, PAYMENT_PARAM } from './checkout';
import { abandonPayment, fetchPayment, paymentKeys, verifyReturn } from './payments-api';

const r = paymentsMessages.returned;
/** What the providers hand back on the way home (Stripe's session, Razorpay's handler fields). */
const PROVIDER_FIELDS = [
  'session_id',
  'razorpay_payment_id',
  'razorpay_order_id',
  'razorpay_signature',
];
/** The provider's word usually comes in seconds; polling stops after about three minutes. */
const POLL_MS = 2000;
const MAX_POLLS = 90;
/** Polls after which "checking" becomes "not confirmed yet, this page will update". */
const PATIENT_POLLS = 5;

interface Arrival {
  cancelled: boolean;
  fields: Record<string, string>;
}

/**
 * The first read of a payment just back from checkout: Cancel lets the held time go; the
 * provider's fields ask the server to check with the provider (not confirmed yet: the payment
 * as it stands, and polling goes on until the webhook says); nothing: the payment as it stands.
 */
async function firstRead(id: string, arrival: Arrival): Promise<PaymentResponse> {
  if (arrival.cancelled) return abandonPayment(id);
  if (Object.keys(arrival.fields).length === 0) return fetchPayment(id);
  try {
    return await verifyReturn(id, arrival.fields);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) return fetchPayment(id);
    throw error;
  }
}

function outcome(payment: PaymentResponse, cancelled: boolean, polls: number) {
  switch (payment.status) {
    case 'paid':
      return {
        severity: 'success' as const,
        text: payment.bookingId ? r.paid : r.planPaid,
        detail: payment.receiptNumber ? r.receipt(payment.receiptNumber) : null,
      };
    case 'failed':
      return { severity: 'warning' as const, text: cancelled ? r.cancelled : r.failed };
    case 'expired':
      return { severity: 'warning' as const, text: r.expired };
    case 'refunded':
    case 'partially_refunded':
      return { severity: 'info' as const, text: r.refunded };
    case 'created':
      return { severity: 'info' as const, text: polls < PATIENT_POLLS ? r.checking : r.waiting };
  }
}

/**
 * /appointments?payment=…: what became of the payment the client just left checkout for,
 * asked of the server (never taken from the address), updated until the provider has spoken.
 * `onSettled` runs once it has (the page's appointments are then read again).
 */
export function PaymentReturnNotice({ onSettled }: { onSettled: () => void }) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get(PAYMENT_PARAM);
  const [arrival] = useState<Arrival>(() => ({
    cancelled: params.get(CANCELLED_PARAM) === '1',
    fields: Object.fromEntries(
      PROVIDER_FIELDS.flatMap((name) => {
        const value = params.get(name);
        return value ? [[name, value]] : [];
      }),
    ),
  }));
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: paymentKeys.one(paymentId ?? ''),
    enabled: paymentId !== null,
    // Until a first answer has come, the arrival's own read (repeating it is harmless: the
    // server answers a checked or abandoned payment as it stands); then the payment only.
    queryFn: () =>
      queryClient.getQueryData(paymentKeys.one(paymentId!))
        ? fetchPayment(paymentId!)
        : firstRead(paymentId!, arrival),
    refetchInterval: ({ state }) =>
      state.data?.status === 'created' && state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
    retry: 1,
  });

  // The provider's fields and Cancel are read once: a reload only reads the payment again.
  useEffect(() => {
    if (!paymentId) return;
    if (!arrival.cancelled && Object.keys(arrival.fields).length === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...PROVIDER_FIELDS, CANCELLED_PARAM]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [paymentId, arrival, setParams]);

  const status = query.data?.status;
  const settled = status !== undefined && status !== 'created';
  const told = useRef(false);
  useEffect(() => {
    if (!settled || told.current) return;
    told.current = true;
    onSettled();
  }, [settled, onSettled]);

  if (!paymentId) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  if (query.isError) {
    return (
      <Alert severity="warning" role="alert" onClose={dismiss} sx={{ mb: 3 }}>
        {r.unknown}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {r.checking}
      </Alert>
    );
  }
  const polls = queryClient.getQueryState(paymentKeys.one(paymentId))?.dataUpdateCount ?? 0;
  const shown = outcome(query.data, arrival.cancelled, polls);
  return (
    <Alert
      severity={shown.severity}
      role={shown.severity === 'success' || shown.severity === 'info' ? 'status' : 'alert'}
      onClose={settled ? dismiss : undefined}
      sx={{ mb: 3 }}
    >
      {shown.text}
      {'detail' in shown && shown.detail ? ` ${shown.detail}` : null}
    </Alert>
  );
}
