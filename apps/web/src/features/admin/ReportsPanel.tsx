import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  PROBLEM_PRIORITIES,
  PROBLEM_TYPES,
  reportStatusSchema,
  adminMessages,
  reportsMessages,
} from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton, itemsOf } from '../../components/LoadMoreButton';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { adminKeys, cursorPaging, fetchReports, type ReportFilter } from './admin-api';
import { useConsoleZone } from './admin-time';
import { ReportCard } from './ReportCard';

const a = adminMessages;
const r = reportsMessages;

function Filter(props: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      id={`filter-${props.name}`}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{a.any}</MenuItem>
      {props.options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportsPanel() {
  const zone = useConsoleZone();
  const [filter, setFilter] = useState<Record<'status' | 'problemType' | 'priority', string>>({
    status: '',
    problemType: '',
    priority: '',
  });
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as ReportFilter;
  const reports = useInfiniteQuery({
    queryKey: adminKeys.reports(query),
    queryFn: ({ pageParam }) => fetchReports(query, pageParam),
    ...cursorPaging,
  });
  const listed = itemsOf(reports.data);
  const set = (key: keyof typeof filter) => (value: string) =>
    setFilter((f) => ({ ...f, [key]: value }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Filter
          name="status"
          label={a.status}
          value={filter.status}
          options={reportStatusSchema.options.map((s) => [s, a.statuses[s]] as const)}
          onChange={set('status')}
        />
        <Filter
          name="problemType"
          label={r.problemType}
          value={filter.problemType}
          options={PROBLEM_TYPES}
          onChange={set('problemType')}
        />
        <Filter
          name="priority"
          label={r.priority}
          value={filter.priority}
          options={PROBLEM_PRIORITIES.map((p) => [p, p] as const)}
          onChange={set('priority')}
        />
      </Stack>
      {reports.isPending && <LoadingLine text={adminMessages.loadingReports} />}
      {reports.isError && <Typography color="error">{a.loadFailed}</Typography>}
      {listed?.length === 0 && <Typography>{a.noReports}</Typography>}
      {listed?.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
      {listed && listed.length > 0 && <TimeZoneNote timeZone={zone} />}
      <LoadMoreButton pages={reports} />
    </Box>
  );
}
