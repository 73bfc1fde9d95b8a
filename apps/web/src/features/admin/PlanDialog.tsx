import { useState, type FormEvent } from 'react';
import { Box, MenuItem } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  minorToTypedText,
  planFormSchema,
  plansMessages,
  reportsMessages,
  type AdminPlan,
  type PlanFormOutput,
} from '@solace/shared';
import { FormDialog } from '../../components/forms/FormDialog';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundCheckbox, BoundMuiTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { catalogKeys } from '../catalog';
import { addPlan, adminKeys, changePlan } from './admin-api';

const p = plansMessages;

interface Values {
  name: string;
  price: string;
  currency: string;
  period: AdminPlan['period'];
  sessionsIncluded: string;
  validityDays: string;
  description: string;
  features: string;
  onSale: boolean;
  sortOrder: string;
}
const ORDER = [
  'name',
  'price',
  'currency',
  'period',
  'sessionsIncluded',
  'validityDays',
  'description',
  'features',
  'onSale',
  'sortOrder',
] as const;

/** The form's text for a plan (or a new one's): the price as typed in rupees, not paise. */
function valuesOf(plan: AdminPlan | null, nextSortOrder: number): Values {
  return {
    name: plan?.name ?? '',
    price: plan ? minorToTypedText(plan.priceMinor, plan.currency) : '',
    currency: plan?.currency ?? 'INR',
    period: plan?.period ?? 'session',
    sessionsIncluded: String(plan?.sessionsIncluded ?? 1),
    validityDays: String(plan?.validityDays ?? 30),
    description: plan?.description ?? '',
    features: plan?.features.join('\n') ?? '',
    onSale: plan?.onSale ?? true,
    sortOrder: String(plan?.sortOrder ?? nextSortOrder),
  };
}

interface Props {
  /** The plan to edit, or null to add one. */
  plan: AdminPlan | null;
  /** Where a new plan goes on the plans page: after the others. */
  nextSortOrder: number;
  onClose: () => void;
}

/** Add or edit a plan: name, price, what it buys (sessions, validity), its words, on sale. */
export function PlanDialog({ plan, nextSortOrder, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm<Values, PlanFormOutput>({
    schema: planFormSchema,
    defaultValues: valuesOf(plan, nextSortOrder),
    order: ORDER,
  });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setError(null);
    void form.submit(async (fields) => {
      try {
        await (plan ? changePlan(plan.id, fields) : addPlan(fields));
        toast.success(plan ? p.saved : p.planAdded);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
          queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
          queryClient.invalidateQueries({ queryKey: catalogKeys.plans }),
        ]);
        onClose();
      } catch (failure) {
        setError(serverText(failure) ?? reportsMessages.unexpected);
        form.showServerErrors(failure);
      }
    })(event);
  };

  const title = plan ? p.editPlan : p.addPlan;
  return (
    <FormDialog
      title={title}
      busy={form.submitting}
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      buttons={{ cancelLabel: p.cancel, submitLabel: p.save }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormError message={error} />
        <BoundMuiTextField form={form} name="name" id="plan-name" label={p.name} required />
        <BoundMuiTextField
          form={form}
          name="price"
          id="plan-price"
          label={p.price}
          helperText={p.priceHelp}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <BoundMuiTextField
          form={form}
          name="currency"
          id="plan-currency"
          label={p.currency}
          slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
        />
        <BoundMuiTextField form={form} name="period" id="plan-period" label={p.period} select>
          {(['session', 'week', 'month'] as const).map((period) => (
            <MenuItem key={period} value={period}>
              {p.periods[period]}
            </MenuItem>
          ))}
        </BoundMuiTextField>
        <BoundMuiTextField
          form={form}
          name="sessionsIncluded"
          id="plan-sessions"
          label={p.sessionsIncluded}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        />
        <BoundMuiTextField
          form={form}
          name="validityDays"
          id="plan-validity"
          label={p.validityDays}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
        />
        <BoundMuiTextField
          form={form}
          name="description"
          id="plan-description"
          label={p.description}
          required
        />
        <BoundMuiTextField
          form={form}
          name="features"
          id="plan-features"
          label={p.features}
          multiline
          minRows={4}
          required
        />
        <BoundMuiTextField
          form={form}
          name="sortOrder"
          id="plan-sort-order"
          label={p.sortOrder}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 1000, step: 1 } }}
        />
        <BoundCheckbox form={form} name="onSale" label={p.onSale} />
      </Box>
    </FormDialog>
  );
}
