import { useId, type ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router';

interface Props {
  id?: string;
  title: string;
  /** Small label above the heading. */
  eyebrow?: string;
  intro?: ReactNode;
  tinted?: boolean;
  /** A page with the whole of what the band shows a part of, linked below it. */
  seeAll?: { to: string; label: string };
  children: ReactNode;
}

/** One band of the home page: a labelled landmark with an h2 and generous spacing. */
export function Section(props: Props) {
  const { id, title, eyebrow, intro, tinted = false, seeAll, children } = props;
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
        {seeAll && (
          <Box sx={{ mt: 4, textAlign: 'center' }}>
            <Button
              component={Link}
              to={seeAll.to}
              variant="outlined"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              {seeAll.label}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
