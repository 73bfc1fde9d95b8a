import { useEffect } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { type Plan, catalogMessages, creditsMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { PageContainer } from '../../components/PageContainer';
import { isSessionExpiredError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useBookingPolicy } from '../../lib/booking-policy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { openCheckout } from '../payments';
import { usePlans } from './catalog-api';
import { PlanCard } from './PlanCard';
import { purchasePlan } from './plans-api';

const gridSx = {
  display: 'grid',
  gap: { xs: 4, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'stretch',
  maxWidth: { xs: 480, md: 'none' },
  mx: 'auto',
  pt: 1.5,
} as const;

const isFeatured = (plan: Plan) => plan.period === 'week';

function PlanSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent sx={{ p: 4 }}>
        <Skeleton width="40%" height={32} />
        <Skeleton width="60%" height={56} />
        <Skeleton width="50%" height={24} sx={{ mb: 1 }} />
        <Skeleton height={20} />
        <Skeleton height={20} width="80%" sx={{ mb: 2 }} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={24} width="70%" />
        ))}
        <Skeleton variant="rounded" height={48} sx={{ mt: 3, borderRadius: 99 }} />
      </CardContent>
    </Card>
  );
}

/**
 * Buying a plan: its payment is written, then the provider's checkout opens (the browser leaves
 * for it, or Razorpay's window opens over the page). The button of the plan being bought is
 * busy meanwhile, and the others wait.
 */
function usePurchasePlan() {
  return useMutation({
    mutationFn: async (plan: Plan) => {
      const { payment } = await purchasePlan(plan.id);
      await openCheckout(payment);
    },
  });
}

/** Why a plan could not be bought, in the server's words when it gave some. */
function purchaseProblem(error: unknown): string | null {
  if (!error || isSessionExpiredError(error)) return null;
  return serverText(error) ?? creditsMessages.purchaseFailed;
}

export function PlansPage() {
  useDocumentTitle(catalogMessages.plansTitle);
  const navigate = useNavigate();
  const { status } = useAuth();
  const { data, isError, isFetching, errorUpdatedAt, refetch } = usePlans();
  const failed = isError && !isFetching && !data;
  // Without a payment provider, plans are arranged with the practice, not bought here.
  const offline = useBookingPolicy().data?.paymentHoldMinutes === null;
  const purchase = usePurchasePlan();
  const buying = purchase.isPending ? purchase.variables : undefined;
  const problem = purchaseProblem(purchase.error);

  const proceed = (plan: Plan) => {
    if (purchase.isPending) return;
    // Signed out: the login page, and back here afterwards to choose again.
    if (status === 'unauthenticated') {
      void navigate('/login', { state: { from: '/plans' } });
      return;
    }
    purchase.mutate(plan);
  };

  useEffect(() => {
    // One toast per failed attempt; toastId stops a re-render from stacking copies.
    if (failed) toast.error(catalogMessages.plansFailed, { toastId: `plans-${errorUpdatedAt}` });
  }, [failed, errorUpdatedAt]);

  return (
    <PageContainer title={catalogMessages.plansTitle} intro={catalogMessages.plansIntro}>
      <FormError message={problem} />
      {failed ? (
        <ErrorNotice text={catalogMessages.plansFailed} onRetry={() => void refetch()} />
      ) : (
        <Box sx={gridSx} aria-busy={!data}>
          {data
            ? data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  featured={isFeatured(plan)}
                  onProceed={proceed}
                  busy={buying?.id === plan.id}
                  disabled={buying !== undefined}
                />
              ))
            : [0, 1, 2].map((key) => <PlanSkeleton key={key} />)}
        </Box>
      )}
      {/* Below the plans: the practice's policy arrives after them, and must move nothing. */}
      {offline && (
        <Alert severity="info" role="note" sx={{ mt: 4 }}>
          {creditsMessages.noOnlinePayment}
        </Alert>
      )}
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          {data.every((plan) => plan.currency === 'INR') && `${catalogMessages.pricesInRupees} `}
          {catalogMessages.afterPlan}
        </Typography>
      )}
    </PageContainer>
  );
}
