import { Box, Paper, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { homeMessages } from '@solace/shared';

/**
 * A quiet landscape with a floating note hinting at the product. Purely decorative: no made-up
 * booking on it, which a returning client could take for theirs.
 */
export function HeroIllustration() {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', width: '100%', maxWidth: 520, mx: 'auto' }}>
      <Box
        component="svg"
        viewBox="0 0 520 440"
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          borderRadius: 6,
          boxShadow: '0 24px 60px rgba(30,59,56,0.14)',
        }}
      >
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#E6F0EC" />
            <stop offset="1" stopColor="#F6EBDD" />
          </linearGradient>
        </defs>
        <rect width="520" height="440" fill="url(#hero-sky)" />
        <circle cx="372" cy="150" r="58" fill="#F2C38B" opacity="0.85" />
        <circle cx="372" cy="150" r="90" fill="#F2C38B" opacity="0.18" />
        <path d="M0 300 C90 250 170 262 260 292 C350 322 430 270 520 250 V440 H0Z" fill="#8AA790" />
        <path
          d="M0 350 C110 310 200 330 290 352 C380 374 450 340 520 322 V440 H0Z"
          fill="#5E9A90"
        />
        <path
          d="M0 396 C120 372 230 384 330 400 C420 414 480 404 520 396 V440 H0Z"
          fill="#2B6B63"
        />
        <path d="M120 300 q-18 -44 0 -86 q18 42 0 86z" fill="#4A6B52" />
        <path d="M120 300 v-64" stroke="#E6F0EC" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M84 112 q10 -8 20 0 q10 -8 20 0"
          fill="none"
          stroke="#4B5B5D"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M150 84 q8 -6 16 0 q8 -6 16 0"
          fill="none"
          stroke="#4B5B5D"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </Box>
      <Paper
        elevation={0}
        sx={{
          position: 'absolute',
          right: { xs: 12, sm: -16 },
          top: { xs: 16, sm: 28 },
          px: 2,
          py: 1.25,
          borderRadius: 99,
          boxShadow: '0 12px 32px rgba(30,42,44,0.12)',
          display: { xs: 'none', sm: 'block' },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockIcon sx={{ fontSize: 18, color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 600, fontSize: '0.85rem' }}>
            {homeMessages.privateAndConfidential}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
