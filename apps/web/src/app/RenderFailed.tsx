import { Box, Button, Typography } from '@mui/material';
import { appMessages } from '@solace/shared';

/** What the user sees when a screen crashed: the spec's sentence and a way out. */
export function RenderFailed() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '50vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        py: 8,
      }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h4" component="p" sx={{ mb: 3 }}>
          {appMessages.renderFailed}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {appMessages.reload}
        </Button>
      </Box>
    </Box>
  );
}
