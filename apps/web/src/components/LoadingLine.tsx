import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner and a line of text, announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
