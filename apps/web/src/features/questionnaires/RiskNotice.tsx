import { useEffect, useId, useRef } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { questionnairesMessages as q, URGENT_HELP_PATH } from '@solace/shared';
import { CrisisLine } from '../../components/CrisisLine';

interface Props {
  /** The words above the crisis lines: the questionnaire's by default. */
  title?: string;
  body?: string;
  caveat?: string;
  /** Where it may be closed (the chat, whose message box keeps the crisis line under it). */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * The safety net's first step, on the client's own screen (issue 25): a calm word and the crisis
 * lines as tel: links, shown the moment PHQ-9's question 9 is answered above "Not at all", or a
 * chat message holds crisis words. It takes focus once so a screen reader reads it at once; in
 * the questionnaire it is never dismissed: it stays with the form, before and after the answers
 * are sent.
 */
export function RiskNotice({
  title = q.riskTitle,
  body = q.riskBody,
  caveat = q.notADiagnosis,
  onClose,
  closeLabel,
}: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 3 },
        mb: 3,
        borderRadius: 3,
        border: 2,
        borderColor: 'primary.main',
      }}
    >
      {onClose && (
        <IconButton
          aria-label={closeLabel}
          onClick={onClose}
          size="small"
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        variant="h3"
        component="h2"
        sx={{ mb: 1, pr: onClose ? 5 : 0 }}
      >
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{body}</Typography>
      <CrisisLine sx={{ mb: 2 }} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {caveat}
      </Typography>
      <Link component={RouterLink} to={URGENT_HELP_PATH}>
        {q.riskMoreLines}
      </Link>
    </Box>
  );
}
