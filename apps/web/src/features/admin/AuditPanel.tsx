import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { ScrollingTable } from '../../components/ScrollingTable';
import { LoadMoreButton, itemsOf } from '../../components/LoadMoreButton';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { adminKeys, cursorPaging, fetchAuditLog } from './admin-api';
import { useConsoleZone, when } from './admin-time';

const a = adminMessages;

/** Every administrator action, newest first: who, what, when, on whom. */
export function AuditPanel() {
  const zone = useConsoleZone();
  const log = useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => fetchAuditLog(pageParam),
    ...cursorPaging,
  });
  const entries = itemsOf(log.data);
  if (log.isPending) return <LoadingLine text={adminMessages.loadingAudit} />;
  if (log.isError || !entries) return <Typography color="error">{a.loadFailed}</Typography>;
  if (entries.length === 0) return <Typography>{a.noAudit}</Typography>;
  return (
    <>
      <ScrollingTable label={a.tabs.audit}>
        <Table size="small" aria-label={a.tabs.audit}>
          <TableHead>
            <TableRow>
              <TableCell>{a.when}</TableCell>
              <TableCell>{a.who}</TableCell>
              <TableCell>{a.action}</TableCell>
              <TableCell>{a.target}</TableCell>
              <TableCell>{a.detail}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{when(entry.at, zone)}</TableCell>
                <TableCell>{entry.adminName}</TableCell>
                <TableCell>{entry.action}</TableCell>
                <TableCell>{entry.targetLabel}</TableCell>
                <TableCell>{entry.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      <TimeZoneNote sx={{ mt: 1 }} timeZone={zone} />
      <LoadMoreButton pages={log} />
    </>
  );
}
