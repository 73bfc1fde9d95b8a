import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  adminPaymentsMessages,
  formatMoney,
  therapistPaymentsSummarySchema,
  type TherapistPaymentsSummary,
  activeLocale,
} from '@solace/shared';
import { ScrollingTable } from '../../components/ScrollingTable';
import { TitledSection } from '../../components/TitledSection';
import { api } from '../../lib/api-client';

const t = adminPaymentsMessages.therapist;

export const paymentsSummaryKey = ['doctor-payments-summary'] as const;

/** "March 2026" for `2026-03`. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat(activeLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** The months with money in them, newest first, one line per currency. */
function lines(summary: TherapistPaymentsSummary) {
  return summary.months.flatMap((month) =>
    month.totals.map((total) => ({ month: month.month, ...total })),
  );
}

/**
 * The therapist's own paid sessions of the last 12 months, by month (their time zone): how
 * many, paid, refunded, net. Shown once there is money to show: a practice that charges
 * nothing has no card about payments.
 */
export function PaymentsCard() {
  const summary = useQuery({
    queryKey: paymentsSummaryKey,
    queryFn: () => api.get('/doctor/payments/summary', therapistPaymentsSummarySchema),
  });
  const rows = summary.data ? lines(summary.data) : [];
  if (rows.length === 0) return null;
  return (
    <TitledSection title={t.title} surface="outlined">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.intro}
      </Typography>
      <ScrollingTable label={t.byMonth}>
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.month}</TableCell>
              <TableCell align="right">{t.sessions}</TableCell>
              <TableCell align="right">{t.gross}</TableCell>
              <TableCell align="right">{t.refunded}</TableCell>
              <TableCell align="right">{t.net}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const money = (minor: number) => formatMoney(minor, row.currency);
              return (
                <TableRow key={`${row.month}-${row.currency}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{monthName(row.month)}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{money(row.grossMinor)}</TableCell>
                  <TableCell align="right">{money(row.refundedMinor)}</TableCell>
                  <TableCell align="right">{money(row.netMinor)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollingTable>
    </TitledSection>
  );
}
