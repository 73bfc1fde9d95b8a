import { useId, type ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface Props {
  id?: string;
  title: string;
  /** Small label above the heading. */
  eyebrow?: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the home page: a labelled landmark with an h2 and generous spacing. */
export function Section({ id, title, eyebrow, intro, tinted = false, children }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 7, md: 10 }, bgcolor: tinted ? '#E6F0EC' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 680, mb: { xs: 4, md: 6 } }}>
          {eyebrow && (
            <Typography
              component="p"
              sx={{
                color: 'primary.main',
                fontWeight: 700,
                fontSize: '0.85rem',
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                mb: 1,
              }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography id={headingId} variant="h2" sx={{ mb: intro ? 2 : 0 }}>
            {title}
          </Typography>
          {intro && (
            <Typography
              variant="subtitle1"
              component="div"
              color="text.secondary"
              sx={{ fontSize: '1.1rem' }}
            >
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
