import { Box, Typography } from '@mui/material';
import { formatRupees, planPeriodLabel } from '@solace/shared';

/** "₹1,200 per session": a therapist's price, the same on every card. */
export function SessionPrice({ price, id }: { price: number; id?: string }) {
  return (
    <Typography id={id} component="p" sx={{ fontWeight: 700 }}>
      {formatRupees(price)}{' '}
      <Box
        component="span"
        sx={{
          fontWeight: 400,
          color: 'text.secondary',
          fontSize: '0.875rem',
          whiteSpace: 'nowrap',
        }}
      >
        {planPeriodLabel('session')}
      </Box>
    </Typography>
  );
}
