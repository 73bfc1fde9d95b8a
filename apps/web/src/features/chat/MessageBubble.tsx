import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { chatTimeLabel, chatMessages, activeLocale } from '@solace/shared';

interface Props {
  mine: boolean;
  /** 'You' for our own messages, the sender's name otherwise. */
  author: string;
  text: string;
  time: number;
  now: number;
  /** Below the time: sending, not sent with Retry. */
  status?: ReactNode;
}

/**
 * One message: ours on the right, theirs on the left, at most 70% of the width (spec point 9).
 * The body is text, never HTML, and keeps its line breaks.
 */
export function MessageBubble({ mine, author, text, time, now, status }: Props) {
  const date = new Date(time);
  return (
    <Box
      component="li"
      data-sender={mine ? 'me' : 'other'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      <Box
        sx={{
          maxWidth: '70%',
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
          {mine ? chatMessages.you : author}
        </Typography>
        <Typography
          component="p"
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}
        >
          {text}
        </Typography>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ mt: 0.25, mx: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <time dateTime={date.toISOString()} title={date.toLocaleString(activeLocale())}>
          {chatTimeLabel(time, now)}
        </time>
        {status}
      </Typography>
    </Box>
  );
}
