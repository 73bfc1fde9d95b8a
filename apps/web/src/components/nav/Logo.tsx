import { Box, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { BrandMark } from '../BrandMark';
import { logoTarget } from './nav-rules';

export function Logo() {
  const { pathname } = useLocation();
  return (
    <Box
      component={RouterLink}
      to={logoTarget(pathname)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        py: 0.5,
        pr: 1,
      }}
    >
      <BrandMark />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.3rem', letterSpacing: '-0.01em' }}
      >
        Solace
      </Typography>
    </Box>
  );
}
