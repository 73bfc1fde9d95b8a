import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { adminPaymentsMessages, formatMoney, type AdminPayment } from '@solace/shared';
import { when } from './admin-time';
import { RefundDialog, leftToRefund } from './RefundDialog';
import { ScrollingTable } from '../../components/ScrollingTable';

const m = adminPaymentsMessages;
const c = m.columns;

const refundable = (p: AdminPayment) =>
  (p.status === 'paid' || p.status === 'partially_refunded') && p.refundedMinor < p.amountMinor;

/** The payments of the filters, each with its refunds and, while money is left, a Refund. */
export function PaymentsTable({ payments, zone }: { payments: AdminPayment[]; zone: string }) {
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  return (
    <>
      <ScrollingTable label={m.tab}>
        <Table size="small" aria-label={m.tab} sx={{ minWidth: 960 }}>
          <TableHead>
            <TableRow>
              <TableCell>{c.date}</TableCell>
              <TableCell>{c.payer}</TableCell>
              <TableCell>{c.what}</TableCell>
              <TableCell>{c.therapist}</TableCell>
              <TableCell align="right">{c.amount}</TableCell>
              <TableCell>{c.status}</TableCell>
              <TableCell>{c.receipt}</TableCell>
              <TableCell>{c.refunds}</TableCell>
              <TableCell>{c.action}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {when(p.paidAt ?? p.createdAt, zone)}
                </TableCell>
                <TableCell>
                  {p.payerName}
                  <Typography variant="body2" color="text.secondary">
                    {p.payerEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  {m.kind[p.kind]}: {p.description}
                </TableCell>
                <TableCell>{p.therapistName ?? m.noTherapist}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(p.amountMinor, p.currency)}
                  {p.taxMinor > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {c.tax} {formatMoney(p.taxMinor, p.currency)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={m.status[p.status]} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {p.receiptNumber ?? ''}
                  <Typography variant="body2" color="text.secondary">
                    {p.provider}
                  </Typography>
                </TableCell>
                <TableCell>
                  {p.refunds.map((r) => (
                    <Box key={r.id}>
                      <Box sx={{ whiteSpace: 'nowrap' }}>
                        {m.refundLine(
                          formatMoney(r.amountMinor, p.currency),
                          m.refundStatus[r.status],
                          m.refundReason[r.reason],
                        )}
                      </Box>
                      {r.failureStatus !== null && (
                        <Typography variant="body2" color="error">
                          {m.refundRefused(r.failureStatus, r.failureReason ?? '')}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>
                  {refundable(p) && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => setRefunding(p)}
                      aria-label={m.refundOf(p.payerName, leftToRefund(p))}
                    >
                      {m.refund}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
