import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HeroIllustration } from './HeroIllustration';
import { appMessages, homeMessages } from '@solace/shared';

const reassurances = [
  homeMessages.licensedTherapists,
  homeMessages.confidentialByDesign,
  homeMessages.onlineFromAnywhere,
];

export function HeroSection() {
  const navigate = useNavigate();
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="h1" id="hero-heading" sx={{ mb: 2.5 }}>
              {homeMessages.heroTitle}{' '}
              <Box component="span" sx={{ color: 'primary.main', display: 'block' }}>
                {homeMessages.heroTitleCalm}
              </Box>
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              color="text.secondary"
              sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, mb: 4, maxWidth: 540 }}
            >
              {homeMessages.heroText}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, mb: 4 }}
            >
              <Button variant="contained" size="large" onClick={() => navigate('/plans')}>
                {homeMessages.getStarted}
              </Button>
              <Link
                component={RouterLink}
                to="/doctors"
                sx={{ px: { sm: 2 }, py: 1, fontWeight: 600 }}
              >
                {appMessages.findTherapist}
              </Link>
            </Stack>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {reassurances.map((text) => (
                <Stack
                  key={text}
                  component="li"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', color: 'text.secondary' }}
                >
                  <CheckIcon sx={{ fontSize: 20, color: 'primary.main' }} aria-hidden="true" />
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {text}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          <HeroIllustration />
        </Box>
      </Container>
    </Box>
  );
}
