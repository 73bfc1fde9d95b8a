import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A wide table in a box of its own that scrolls sideways, so a phone's page does not: the box
 * is focusable and named, so keyboard users can scroll it too.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        // Positioned, so that what is positioned inside it (a visually hidden column heading)
        // scrolls with the table instead of widening the page.
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {children}
    </Box>
  );
}
