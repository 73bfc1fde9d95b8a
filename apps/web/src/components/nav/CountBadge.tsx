import type { ReactNode } from 'react';
import { Badge } from '@mui/material';

/**
 * A nav label with its count (signed-in people only: fetched then, see NavItemLabel). The link's
 * name says "Messages, 2 unread"; the label ends with a no-break space so that what is seen reads
 * "Messages 2", words the name holds (a voice-control user says what they see), and the badge
 * itself is hidden from screen readers, which hear the name.
 */
export default function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
    >
      <span>
        {children}
        {'\u00a0'}
      </span>
    </Badge>
  );
}
