import { useEffect, useId, useRef } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { questionnairesMessages as q, URGENT_HELP_PATH } from '@solace/shared';
import { CrisisLine } from '../../components/CrisisLine';

/**
 * The safety net's first step, on the client's own screen (issue 25): a calm word and the crisis
 * lines as tel: links, shown the moment PHQ-9's question 9 is answered above "Not at all". It
 * takes focus once so a screen reader reads it at once, and it is never dismissed: it stays with
 * the form, before and after the answers are sent.
 */
export function RiskNotice() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, border: 2, borderColor: 'primary.main' }}
    >
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        variant="h3"
        component="h2"
        sx={{ mb: 1 }}
      >
        {q.riskTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{q.riskBody}</Typography>
      <CrisisLine sx={{ mb: 2 }} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {q.notADiagnosis}
      </Typography>
      <Link component={RouterLink} to={URGENT_HELP_PATH}>
        {q.riskMoreLines}
      </Link>
    </Box>
  );
}
