import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPaymentsMessages, type PaymentFilters } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton, itemsOf } from '../../components/LoadMoreButton';
import { serverText } from '../../components/forms/form-feedback';
import { downloadBlob } from '../../lib/download-file';
import { toast } from '../../lib/toast';
import { cursorPaging } from './admin-api';
import { useConsoleZone } from './admin-time';
import { csvUrl, fetchPayments, fetchPaymentsCsv, paymentsKeys } from './admin-payments-api';
import { CreditsTable } from './CreditsTable';
import { PaymentFiltersForm } from './PaymentFiltersForm';
import { PaymentsTable } from './PaymentsTable';
import { RevenueTable } from './RevenueTable';

const m = adminPaymentsMessages;

/**
 * The console's Payments tab (issue 26): the payments the filters match with their refunds and
 * a Refund each, the CSV of the same filters, revenue per therapist per month, plan credits.
 */
export function PaymentsPanel() {
  const zone = useConsoleZone();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const payments = useInfiniteQuery({
    queryKey: paymentsKeys.list(filters),
    queryFn: ({ pageParam }) => fetchPayments(filters, pageParam),
    ...cursorPaging,
  });
  const items = itemsOf(payments.data);
  const csv = csvUrl(filters);
  const download = async () => {
    try {
      const { blob, fileName } = await fetchPaymentsCsv(csv);
      downloadBlob(blob, fileName);
    } catch (error) {
      toast.error(serverText(error) ?? m.loadFailed);
    }
  };

  return (
    // One column no wider than the page: the wide tables scroll in their own boxes.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <PaymentFiltersForm filters={filters} onChange={setFilters} />
        <Button
          component="a"
          href={csv}
          variant="outlined"
          onClick={(event) => {
            // The API takes the session's token, not a cookie: fetched, then saved.
            event.preventDefault();
            void download();
          }}
          aria-describedby="payments-csv-hint"
          sx={{ justifySelf: 'start' }}
        >
          {m.downloadCsv}
        </Button>
        <Typography id="payments-csv-hint" variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {m.downloadCsvHint}
        </Typography>
        {payments.isPending && <LoadingLine text={m.loading} />}
        {payments.isError && <Typography color="error">{m.loadFailed}</Typography>}
        {items?.length === 0 && <Typography>{m.noPayments}</Typography>}
        {items && items.length > 0 && <PaymentsTable payments={items} zone={zone} />}
        <LoadMoreButton pages={payments} />
      </Box>
      <RevenueTable />
      <CreditsTable zone={zone} />
    </Box>
  );
}
