import type { Plan } from './schemas/catalog';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** A whole-rupee price as Indian readers expect it: ₹4,999. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const periodLabels: Record<Plan['period'], string> = {
  session: 'per session',
  week: 'per week',
  month: 'per month',
};

/** "per session", "per week", "per month": what one plan price buys. */
export function planPeriodLabel(period: Plan['period']): string {
  return periodLabels[period];
}
