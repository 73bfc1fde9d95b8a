import { appMessages } from '@solace/shared';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Stand-in for screens built in later issues; the h1 names the screen the route will hold. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 8, md: 12 }, flex: 1, display: 'grid', placeItems: 'center' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: '0 0 0 10px #E6F0EC',
          }}
        >
          <SpaIcon fontSize="large" />
        </Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 4 }}>
          {appMessages.comingSoon} Thank you for your patience while we get it ready.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button component={Link} to="/" variant="contained" size="large">
            Back to home
          </Button>
          <Button component={Link} to="/doctors" variant="outlined" size="large">
            Find a therapist
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
