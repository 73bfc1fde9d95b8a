import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { visuallyHidden } from '../../components/visually-hidden';
import { ScrollingTable } from '../../components/ScrollingTable';

/**
 * A console tab listing what the administrator keeps (therapists, plans): an Add button, the
 * list's loading, failure and empty states, and a table whose last column holds each row's
 * actions. The table scrolls sideways in a box of its own, so that on a phone the page does not
 * (the therapists' table alone is over 900 px wide).
 */
export function AdminTablePanel<Item extends { id: string }>(props: {
  addLabel: string;
  onAdd: () => void;
  list: UseQueryResult<Item[]>;
  loadingText: string;
  emptyText: string;
  /** The table's name, and its scrolling box's. */
  label: string;
  /** The visible columns' headings; the actions column is added after them. */
  headings: string[];
  /** One row's cells, the actions last. */
  cells: (item: Item) => ReactNode;
  /** The tab's dialogs. */
  children?: ReactNode;
}) {
  const { list, label } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button variant="contained" onClick={props.onAdd} sx={{ justifySelf: 'start' }}>
        {props.addLabel}
      </Button>
      {list.isPending && <LoadingLine text={props.loadingText} />}
      {list.isError && <Typography color="error">{adminMessages.loadFailed}</Typography>}
      {list.data?.length === 0 && <Typography>{props.emptyText}</Typography>}
      {list.data && list.data.length > 0 && (
        <ScrollingTable label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {props.headings.map((heading) => (
                  <TableCell key={heading}>{heading}</TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {adminMessages.action}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((item) => (
                <TableRow key={item.id}>{props.cells(item)}</TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
      {props.children}
    </Box>
  );
}
