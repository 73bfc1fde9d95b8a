import { useState } from 'react';
import {
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { adminPaymentsMessages, formatMoney, activeLocale } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { fetchRevenue, paymentsKeys } from './admin-payments-api';
import { ScrollingTable } from '../../components/ScrollingTable';

const m = adminPaymentsMessages;
const r = m.revenue;

/** "March" for month 3 (a month number: no zone can move it). */
const monthName = (month: number) =>
  new Intl.DateTimeFormat(activeLocale(), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** A year's money per therapist per month (and plans), per currency. */
export function RevenueTable() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const revenue = useQuery({
    queryKey: paymentsKeys.revenue(year),
    queryFn: () => fetchRevenue(year),
  });
  const rows = revenue.data?.rows ?? [];
  return (
    <TitledSection title={r.title}>
      <TextField
        select
        size="small"
        label={r.year}
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        sx={{ width: 140, mb: 1.5 }}
      >
        {[0, 1, 2, 3, 4].map((back) => (
          <MenuItem key={back} value={thisYear - back}>
            {thisYear - back}
          </MenuItem>
        ))}
      </TextField>
      {revenue.isPending && <LoadingLine text={m.loading} />}
      {revenue.isError && <Typography color="error">{m.loadFailed}</Typography>}
      {revenue.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {r.intro(revenue.data.timeZone)}
        </Typography>
      )}
      {revenue.data && rows.length === 0 && <Typography>{r.none}</Typography>}
      {rows.length > 0 && (
        <ScrollingTable label={`${r.title} ${year}`}>
          <Table size="small" aria-label={`${r.title} ${year}`} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{r.therapist}</TableCell>
                <TableCell>{r.month}</TableCell>
                <TableCell align="right">{r.sessions}</TableCell>
                <TableCell align="right">{r.gross}</TableCell>
                <TableCell align="right">{r.refunded}</TableCell>
                <TableCell align="right">{r.net}</TableCell>
                <TableCell align="right">{r.tax}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const money = (minor: number) => formatMoney(minor, row.currency);
                return (
                  <TableRow
                    key={`${row.kind}-${row.therapistId}-${row.therapistName}-${row.month}-${row.currency}`}
                  >
                    <TableCell>
                      {row.kind === 'plan' ? r.plans : (row.therapistName ?? m.noTherapist)}
                    </TableCell>
                    <TableCell>{monthName(row.month)}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{money(row.grossMinor)}</TableCell>
                    <TableCell align="right">{money(row.refundedMinor)}</TableCell>
                    <TableCell align="right">{money(row.netMinor)}</TableCell>
                    <TableCell align="right">{money(row.taxMinor)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
    </TitledSection>
  );
}
