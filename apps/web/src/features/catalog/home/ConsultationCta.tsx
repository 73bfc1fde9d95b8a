import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { homeMessages } from '@solace/shared';

/** Closing call to action of the home page. */
export function ConsultationCta() {
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 6,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            textAlign: 'center',
            backgroundImage:
              'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.14) 0, transparent 45%)',
          }}
        >
          <Typography id="cta-heading" variant="h2" sx={{ mb: 1.5 }}>
            {homeMessages.ctaTitle}
          </Typography>
          <Typography sx={{ mb: 4, maxWidth: 560, mx: 'auto', fontSize: '1.1rem', opacity: 0.95 }}>
            {homeMessages.ctaText}
          </Typography>
          <Button
            component={Link}
            to="/doctors"
            size="large"
            variant="contained"
            sx={{
              bgcolor: 'background.paper',
              color: 'primary.dark',
              '&:hover': { bgcolor: '#E6F0EC' },
              '&.Mui-focusVisible': { outlineColor: '#FFFFFF' },
            }}
          >
            {homeMessages.ctaButton}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
