import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Heading level: h2 on the services page, h3 inside a home page section. */
  headingLevel?: 'h2' | 'h3';
}

/** A calm icon-and-text card, used for services and for the home page's feature blurbs. */
export function ServiceCard({ icon, title, children, headingLevel = 'h2' }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 52,
            height: 52,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#E6F0EC',
            color: 'primary.main',
            mb: 2.5,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h3" component={headingLevel} sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
