import { useState } from 'react';
import { Box, Button, Chip, Typography, type ChipProps } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  formatMoney,
  formatSlotDate,
  paymentsMessages,
  type MyPayment,
  type PaymentRefund,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { itemsOf, LoadMoreButton } from '../../components/LoadMoreButton';
import { TitledSection } from '../../components/TitledSection';
import { usePaymentHistory } from './payment-history-api';
import { PaymentHistoryReceiptDialog } from './PaymentHistoryReceiptDialog';

const m = paymentsMessages.history;

const CHIP_COLOR: Record<MyPayment['status'], ChipProps['color']> = {
  created: 'warning',
  paid: 'success',
  failed: 'default',
  expired: 'default',
  refunded: 'info',
  partially_refunded: 'info',
};

const day = (iso: string) => formatSlotDate(new Date(iso));

function refundText(refund: PaymentRefund, currency: string): string {
  const amount = formatMoney(refund.amountMinor, currency);
  if (refund.status === 'processed') return m.refund.processed(amount, day(refund.processedAt!));
  if (refund.status === 'failed') return m.refund.failed(amount);
  return m.refund.pending(amount, day(refund.createdAt));
}

function PaymentItem({ payment, onReceipt }: { payment: MyPayment; onReceipt: () => void }) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
          {payment.description}
        </Typography>
        <Chip size="small" color={CHIP_COLOR[payment.status]} label={m.status[payment.status]} />
      </Box>
      <Typography>
        {money(payment.amountMinor)}
        {payment.taxMinor > 0 && (
          <Typography component="span" color="text.secondary">
            {` · ${m.tax(money(payment.taxMinor))}`}
          </Typography>
        )}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {`${m.kind[payment.kind]} · `}
        <time dateTime={payment.paidAt ?? payment.createdAt}>
          {payment.paidAt ? m.paidOn(day(payment.paidAt)) : m.startedOn(day(payment.createdAt))}
        </time>
      </Typography>
      {payment.refunds.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {payment.refunds.map((refund, index) => (
            <Typography
              component="li"
              key={index}
              variant="body2"
              color={refund.status === 'failed' ? 'error' : 'text.primary'}
            >
              {refundText(refund, payment.currency)}
            </Typography>
          ))}
        </Box>
      )}
      {payment.receiptNumber && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReceiptIcon />}
          onClick={onReceipt}
          aria-label={m.receiptFor(payment.receiptNumber)}
          sx={{ mt: 1 }}
        >
          {m.receipt}
        </Button>
      )}
    </Box>
  );
}

/**
 * The client's payments with their refunds and receipts, on My appointments: shown only once
 * there is at least one (nothing at all while it loads, or for someone who never paid).
 */
export function PaymentHistorySection() {
  const history = usePaymentHistory();
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const payments = itemsOf(history.data);

  let content;
  if (payments && payments.length > 0) {
    content = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.map((payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              onReceipt={() => setReceiptOf(payment.id)}
            />
          ))}
        </Box>
        <LoadMoreButton pages={history} />
      </>
    );
  } else if (history.isError && !history.isFetching) {
    content = <ErrorNotice text={m.failed} onRetry={() => void history.refetch()} />;
  } else {
    return null;
  }

  return (
    <Box sx={{ mt: 4 }}>
      <TitledSection surface="card" title={m.title}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {m.intro}
        </Typography>
        {content}
        <PaymentHistoryReceiptDialog paymentId={receiptOf} onClose={() => setReceiptOf(null)} />
      </TitledSection>
    </Box>
  );
}
