import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { appScreensMessages } from '@solace/shared';

export function NotFoundPage() {
  useDocumentTitle(appScreensMessages.pageNotFound);
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 8, md: 12 }, flex: 1, display: 'grid', placeItems: 'center' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, fontSize: '0.9rem' }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {appScreensMessages.pageNotFound}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 4 }}>
          {appScreensMessages.pageNotFoundText}
        </Typography>
        <Button component={Link} to="/" variant="contained" size="large">
          {appScreensMessages.backToHome}
        </Button>
      </Box>
    </Container>
  );
}
