import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPaymentsMessages, formatSlotDate } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton, itemsOf } from '../../components/LoadMoreButton';
import { TitledSection } from '../../components/TitledSection';
import { fetchCredits, paymentsKeys } from './admin-payments-api';
import { cursorPaging } from './admin-api';
import { ScrollingTable } from '../../components/ScrollingTable';

const m = adminPaymentsMessages;
const c = m.credits;

/** The plans bought, newest first: whose, which plan, sessions left, until when. */
export function CreditsTable({ zone }: { zone: string }) {
  const credits = useInfiniteQuery({
    queryKey: paymentsKeys.credits,
    queryFn: ({ pageParam }) => fetchCredits(pageParam),
    ...cursorPaging,
  });
  const items = itemsOf(credits.data);
  return (
    <TitledSection title={c.title}>
      {credits.isPending && <LoadingLine text={m.loading} />}
      {credits.isError && <Typography color="error">{m.loadFailed}</Typography>}
      {items?.length === 0 && <Typography>{c.none}</Typography>}
      {items && items.length > 0 && (
        <ScrollingTable label={c.title}>
          <Table size="small" aria-label={c.title} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{c.client}</TableCell>
                <TableCell>{c.plan}</TableCell>
                <TableCell>{c.sessions}</TableCell>
                <TableCell>{c.expires}</TableCell>
                <TableCell>{c.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((credit) => (
                <TableRow key={credit.id}>
                  <TableCell>
                    {credit.clientName}
                    <Typography variant="body2" color="text.secondary">
                      {credit.clientEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>{credit.planName}</TableCell>
                  <TableCell>{c.sessionsLeft(credit.sessionsLeft, credit.sessionsTotal)}</TableCell>
                  <TableCell>{formatSlotDate(new Date(credit.expiresAt), zone)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={credit.expired ? c.expired : c.active}
                      color={credit.expired ? 'default' : 'success'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
      <LoadMoreButton pages={credits} />
    </TitledSection>
  );
}
