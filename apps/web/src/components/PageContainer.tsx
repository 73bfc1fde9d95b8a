import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** A calm sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The standard frame of a content page: one h1, an optional intro, then the content. */
export function PageContainer({ title, intro, children, maxWidth = 'lg' }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ mb: { xs: 4, md: 6 }, maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: intro ? 2 : 0 }}>
          {title}
        </Typography>
        {intro && (
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            sx={{ fontSize: '1.125rem' }}
          >
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
