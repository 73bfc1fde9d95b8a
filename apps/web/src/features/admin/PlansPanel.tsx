import { useState } from 'react';
import {
  Box,
  Button,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminMessages,
  formatMoney,
  planPeriodLabel,
  plansMessages,
  reportsMessages,
  type AdminPlan,
} from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { serverText } from '../../components/forms/form-feedback';
import { visuallyHidden } from '../../components/visually-hidden';
import { toast } from '../../lib/toast';
import { catalogKeys } from '../catalog';
import { adminKeys, changePlan, fetchPlans } from './admin-api';
import { PlanDialog } from './PlanDialog';

const a = adminMessages;
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
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ justifySelf: 'start' }}>
        {p.addPlan}
      </Button>
      {plans.isPending && <LoadingLine text={p.loading} />}
      {plans.isError && <Typography color="error">{a.loadFailed}</Typography>}
      {plans.data?.length === 0 && <Typography>{p.noPlans}</Typography>}
      {plans.data && plans.data.length > 0 && (
        <Table size="small" aria-label={p.tab}>
          <TableHead>
            <TableRow>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.price}</TableCell>
              <TableCell>{p.sessionsIncluded}</TableCell>
              <TableCell>{p.onSale}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {a.action}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.data.map((plan) => (
              <TableRow key={plan.id}>
                <TableCell>{plan.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(plan.priceMinor, plan.currency)} {planPeriodLabel(plan.period)}
                </TableCell>
                <TableCell>{p.allowance(plan.sessionsIncluded, plan.validityDays)}</TableCell>
                <TableCell>
                  <Switch
                    checked={plan.onSale}
                    disabled={setOnSale.isPending}
                    onChange={(event) =>
                      setOnSale.mutate({ id: plan.id, onSale: event.target.checked })
                    }
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          nextSortOrder={nextSortOrder}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
