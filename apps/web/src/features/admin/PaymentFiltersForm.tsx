import { useState, type ReactNode } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  adminPaymentsMessages,
  paymentKindSchema,
  paymentStatusSchema,
  type PaymentFilters,
} from '@solace/shared';
import { adminKeys, fetchTherapists } from './admin-api';

const m = adminPaymentsMessages;
const f = m.filters;

interface Props {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}

/** A select whose empty choice means "any". */
function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <MenuItem value="">{f.any}</MenuItem>
      {children}
    </TextField>
  );
}

/**
 * The console's payment filters: each choice applies at once; the search applies when asked
 * (Enter or Find), so a list is not fetched for every letter typed.
 */
export function PaymentFiltersForm({ filters, onChange }: Props) {
  const therapists = useQuery({ queryKey: adminKeys.therapists, queryFn: fetchTherapists });
  const [q, setQ] = useState(filters.q ?? '');
  const set = (change: Partial<PaymentFilters>) => onChange({ ...filters, ...change });
  return (
    <Box
      component="form"
      role="search"
      aria-label={f.label}
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: q.trim() || undefined });
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
        alignItems: 'center',
      }}
    >
      <Choice label={f.status} value={filters.status} onChange={(v) => set({ status: v as never })}>
        {paymentStatusSchema.options.map((status) => (
          <MenuItem key={status} value={status}>
            {m.status[status]}
          </MenuItem>
        ))}
      </Choice>
      <Choice label={f.kind} value={filters.kind} onChange={(v) => set({ kind: v as never })}>
        {paymentKindSchema.options.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {m.kind[kind]}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={f.therapist}
        value={filters.therapistId}
        onChange={(v) => set({ therapistId: v })}
      >
        {(therapists.data ?? []).map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </Choice>
      <TextField
        select
        size="small"
        label={f.dateField}
        value={filters.dateField ?? 'created'}
        onChange={(event) => set({ dateField: event.target.value === 'paid' ? 'paid' : undefined })}
      >
        <MenuItem value="created">{f.byCreated}</MenuItem>
        <MenuItem value="paid">{f.byPaid}</MenuItem>
      </TextField>
      <TextField
        type="date"
        size="small"
        label={f.from}
        value={filters.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={f.to}
        value={filters.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="search"
        size="small"
        label={f.search}
        helperText={f.searchHint}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined">
          {f.find}
        </Button>
        <Button
          onClick={() => {
            setQ('');
            onChange({});
          }}
        >
          {f.clear}
        </Button>
      </Box>
    </Box>
  );
}
