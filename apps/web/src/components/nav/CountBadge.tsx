import type { ReactNode } from 'react';
import { Badge } from '@mui/material';

/** A nav label with its count (signed-in people only: fetched then, see NavItemLabel). */
export default function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
    >
      {children}
    </Badge>
  );
}
