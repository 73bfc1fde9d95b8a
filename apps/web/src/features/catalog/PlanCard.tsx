import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  creditsMessages,
  formatMoney,
  planPeriodLabel,
  plansMessages,
  type Plan,
  catalogMessages,
} from '@solace/shared';

interface Props {
  plan: Plan;
  featured: boolean;
  onProceed: (plan: Plan) => void;
  /** This plan's payment is being opened. */
  busy?: boolean;
  /** Another plan's payment is being opened: one at a time. */
  disabled?: boolean;
}

export function PlanCard({ plan, featured, onProceed, busy = false, disabled = false }: Props) {
  return (
    <Card
      component="article"
      aria-label={catalogMessages.planLabel(plan.name)}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        ...(featured && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: '0 16px 40px rgba(43,107,99,0.16)',
        }),
      }}
    >
      {featured && (
        <Chip
          label={catalogMessages.mostPopular}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)' }}
        />
      )}
      <CardContent sx={{ p: { xs: 3, md: 4 }, flex: 1 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 2 }}>
          <Typography
            component="p"
            sx={{ fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' }}
          >
            {formatMoney(plan.priceMinor, plan.currency)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {planPeriodLabel(plan.period)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {plansMessages.allowance(plan.sessionsIncluded, plan.validityDays)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {plan.description}
        </Typography>
        <List dense disablePadding aria-label={catalogMessages.planIncludes(plan.name)}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'primary.main' }}>
                <CheckCircleIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ px: { xs: 3, md: 4 }, pb: { xs: 3, md: 4 }, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          variant={featured ? 'contained' : 'outlined'}
          disabled={busy || disabled}
          aria-busy={busy}
          onClick={() => onProceed(plan)}
        >
          {busy ? creditsMessages.proceeding : creditsMessages.proceed}
        </Button>
      </CardActions>
    </Card>
  );
}
