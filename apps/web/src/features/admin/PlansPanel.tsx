import { useState } from 'react';
import { Button, Switch, TableCell } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatMoney,
  planPeriodLabel,
  plansMessages,
  reportsMessages,
  type AdminPlan,
} from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { toast } from '../../lib/toast';
import { catalogKeys } from '../catalog';
import { adminKeys, changePlan, fetchPlans } from './admin-api';
import { AdminTablePanel } from './AdminTablePanel';
import { PlanDialog } from './PlanDialog';

const p = plansMessages;

/** Puts a plan on sale or takes it off (never deleted: payments name it). */
function useSetOnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: string; onSale: boolean }) => changePlan(id, { onSale }),
    onSuccess: async () => {
      toast.success(p.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.plans }),
      ]);
    },
    onError: (error) => toast.error(serverText(error) ?? reportsMessages.unexpected),
  });
}

/** The console's plans: every one, on sale or not, with its price and what it buys. */
export function PlansPanel() {
  const plans = useQuery({ queryKey: adminKeys.plans, queryFn: fetchPlans });
  const setOnSale = useSetOnSale();
  const [editing, setEditing] = useState<AdminPlan | null | 'new'>(null);
  const nextSortOrder = Math.max(0, ...(plans.data ?? []).map((plan) => plan.sortOrder)) + 1;

  return (
    <AdminTablePanel
      addLabel={p.addPlan}
      onAdd={() => setEditing('new')}
      list={plans}
      loadingText={p.loading}
      emptyText={p.noPlans}
      label={p.tab}
      headings={[p.name, p.price, p.sessionsIncluded, p.onSale]}
      cells={(plan) => (
        <>
          <TableCell>{plan.name}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(plan.priceMinor, plan.currency)} {planPeriodLabel(plan.period)}
          </TableCell>
          <TableCell>{p.allowance(plan.sessionsIncluded, plan.validityDays)}</TableCell>
          <TableCell>
            <Switch
              checked={plan.onSale}
              disabled={setOnSale.isPending}
              onChange={(event) => setOnSale.mutate({ id: plan.id, onSale: event.target.checked })}
              slotProps={{ input: { 'aria-label': p.onSaleOf(plan.name) } }}
            />
          </TableCell>
          <TableCell>
            <Button
              size="small"
              onClick={() => setEditing(plan)}
              aria-label={`${p.editPlan}: ${plan.name}`}
            >
              {p.edit}
            </Button>
          </TableCell>
        </>
      )}
    >
      {editing && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          nextSortOrder={nextSortOrder}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminTablePanel>
  );
}
