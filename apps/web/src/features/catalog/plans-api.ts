import { useQuery } from '@tanstack/react-query';
import type { MyPlan, PlanPurchaseResponse } from '@solace/shared';
import { api } from '../../lib/api-client';

// Checked with schemas loaded on the first call (plans-schemas.ts): the home page never needs them.
const schemas = () => import('./plans-schemas');

/**
 * The client's own plans. Under 'catalog', which booking and cancelling refresh: a booking may
 * spend a credit and a cancellation give one back.
 */
export const myPlansKey = ['catalog', 'my-plans'] as const;

/** `POST /api/plans/{id}/purchase`: the plan's payment, with the checkout to open. */
export async function purchasePlan(planId: string): Promise<PlanPurchaseResponse> {
  const { planPurchaseResponseSchema } = await schemas();
  return api.post(`/plans/${encodeURIComponent(planId)}/purchase`, planPurchaseResponseSchema);
}

async function fetchMyPlans(signal?: AbortSignal): Promise<MyPlan[]> {
  return api.get('/plans/mine', (await schemas()).myPlansResponseSchema, { signal });
}

export function useMyPlans(enabled = true) {
  return useQuery({
    queryKey: myPlansKey,
    queryFn: ({ signal }) => fetchMyPlans(signal),
    enabled,
  });
}

/**
 * The credits a session starting at `start` would use: those of plans still valid then (the
 * server spends the soonest-expiring one, in the booking's own transaction).
 */
export function creditsFor(plans: MyPlan[] | undefined, start: Date): number {
  return (plans ?? [])
    .filter((plan) => !plan.expired && new Date(plan.expiresAt) > start)
    .reduce((sum, plan) => sum + plan.sessionsLeft, 0);
}
