import { Box } from '@mui/material';

/** Solace's mark: a leaf in a rounded square. Decorative; the word "Solace" names it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="9" fill="#2B6B63" />
      <path
        d="M16 7c-4.5 4-6.5 7.6-6.5 10.6A6.5 6.5 0 0 0 16 24a6.5 6.5 0 0 0 6.5-6.4C22.5 14.6 20.5 11 16 7z"
        fill="#E6F0EC"
      />
      <path d="M16 12v12" stroke="#2B6B63" strokeWidth="1.6" strokeLinecap="round" />
    </Box>
  );
}
