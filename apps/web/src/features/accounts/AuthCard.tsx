import type { ReactNode } from 'react';
import { Box, Card, Container, Divider, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { CrisisLine } from '../../components/CrisisLine';
import { useDocumentTitle } from '../../lib/use-document-title';

interface Props {
  /** The screen's one h1, also the tab title. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring screens, under a divider. */
  footer?: ReactNode;
}

/**
 * The frame of every account screen: a calm card centred on the page, with the brand on top.
 * The sign-in pages have no navigation bar, so the brand also links home.
 */
export function AuthCard({ title, intro, children, footer }: Props) {
  useDocumentTitle(title);
  return (
    <Container
      maxWidth="sm"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        py: { xs: 4, md: 8 },
        px: { xs: 2, sm: 3 },
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          mb: 3,
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 2,
          px: 1,
          py: 0.5,
        }}
      >
        <BrandMark size={36} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.4rem' }}>
          Solace
        </Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
        {footer && (
          <>
            <Divider sx={{ my: 3 }} />
            <Box sx={{ display: 'grid', gap: 1, textAlign: 'center' }}>{footer}</Box>
          </>
        )}
      </Card>
      <CrisisLine sx={{ width: '100%', maxWidth: 480, mt: 3 }} />
    </Container>
  );
}
