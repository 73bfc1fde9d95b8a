import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { appMessages } from '@solace/shared';

/**
 * First focusable element of every page: lets keyboard users jump past the navigation.
 * It moves focus itself rather than changing the URL hash, which the router would treat as
 * a navigation.
 */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1.25,
        borderRadius: 2,
        fontWeight: 600,
        textDecoration: 'none',
        transition: 'top 120ms ease-out',
        '&:focus': { top: 12 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {appMessages.skipToContent}
    </Box>
  );
}
