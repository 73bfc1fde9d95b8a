import { useEffect } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { type Plan, catalogMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePlans } from './catalog-api';
import { PlanCard } from './PlanCard';

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

export function PlansPage() {
  useDocumentTitle('Plans and Subscriptions');
  const navigate = useNavigate();
  const { data, isError, isFetching, errorUpdatedAt, refetch } = usePlans();
  const failed = isError && !isFetching && !data;

  useEffect(() => {
    // One toast per failed attempt; toastId stops a re-render from stacking copies.
    if (failed) toast.error(catalogMessages.plansFailed, { toastId: `plans-${errorUpdatedAt}` });
  }, [failed, errorUpdatedAt]);

  return (
    <PageContainer
      title="Plans and Subscriptions"
      intro="Simple, transparent pricing. Start with a single session or save with a weekly or monthly plan. No hidden fees, cancel any time."
    >
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
                  onProceed={() => navigate('/doctors')}
                />
              ))
            : [0, 1, 2].map((key) => <PlanSkeleton key={key} />)}
        </Box>
      )}
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          Prices are in Indian rupees. After choosing a plan you pick the therapist who feels right.
        </Typography>
      )}
    </PageContainer>
  );
}
