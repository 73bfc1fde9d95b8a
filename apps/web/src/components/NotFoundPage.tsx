import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
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
          Page not found
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 4 }}>
          The page you were looking for has moved or never existed. Let&apos;s get you somewhere
          calmer.
        </Typography>
        <Button component={Link} to="/" variant="contained" size="large">
          Back to home
        </Button>
      </Box>
    </Container>
  );
}
