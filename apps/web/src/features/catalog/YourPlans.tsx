import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router';
import { creditsMessages, formatSlotDate, type MyPlan } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { TitledSection } from '../../components/TitledSection';
import { useMyPlans } from './plans-api';

const c = creditsMessages;
const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 } as const;

function PlanRow({ plan }: { plan: MyPlan }) {
  const expires = formatSlotDate(new Date(plan.expiresAt));
  // A refund voids the credits whatever the date; then the date tells whether they still count.
  const badge = plan.refunded ? c.refunded : plan.expired ? c.expired : null;
  const until = plan.refunded
    ? c.refundedNote
    : plan.expired
      ? c.expiredOn(expires)
      : c.validUntil(expires);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="h6">
          {plan.planName}
        </Typography>
        {badge && <Chip size="small" label={badge} />}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {c.sessionsLeft(plan.sessionsLeft, plan.sessionsTotal)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {until}
        {plan.receiptNumber && ` · ${c.receipt(plan.receiptNumber)}`}
      </Typography>
    </Box>
  );
}

/**
 * "Your plans" on the client's appointments page: each plan bought, newest first, with the
 * sessions it has left and until when they can be used.
 */
export function YourPlans() {
  const { data, isError, isFetching, refetch } = useMyPlans();
  let content;
  if (data && data.length > 0) {
    content = (
      <Box component="ul" sx={listSx}>
        {data.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </Box>
    );
  } else if (data) {
    content = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{c.noPlans}</Typography>
        <Button component={Link} to="/plans" variant="outlined" size="small">
          {c.browsePlans}
        </Button>
      </Box>
    );
  } else if (isError && !isFetching) {
    content = <ErrorNotice text={c.loadFailed} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={c.loading} />;
  }
  return (
    <Box sx={{ mt: 5 }}>
      <TitledSection title={c.yourPlans} surface="outlined">
        {content}
      </TitledSection>
    </Box>
  );
}
