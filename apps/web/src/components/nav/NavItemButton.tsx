import { lazy, Suspense } from 'react';
import { Button } from '@mui/material';
import { Link, NavLink } from 'react-router';
import { navItemName, type NavItem } from './nav-rules';

// Counts are for signed-in people: a visitor's first page does without MUI's Badge.
const CountBadge = lazy(() => import('./CountBadge'));

const sx = {
  color: 'text.primary',
  fontWeight: 500,
  px: 1.5,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 650 },
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/**
 * A top-bar link styled as a quiet text button. Page links use NavLink so the current page gets
 * aria-current="page"; hash links (About, Contact) point into the home page and are never current.
 */
export function NavItemButton({ item }: { item: NavItem }) {
  if (item.to.includes('#')) {
    return (
      <Button component={Link} to={item.to} color="inherit" sx={sx}>
        {item.label}
      </Button>
    );
  }
  return (
    <Button
      component={NavLink}
      to={item.to}
      end
      color="inherit"
      aria-label={item.count ? navItemName(item) : undefined}
      sx={sx}
    >
      <NavItemLabel item={item} />
    </Button>
  );
}

/** The label, with the item's count as a badge when there is one. */
export function NavItemLabel({ item }: { item: NavItem }) {
  if (!item.count) return item.label;
  return (
    <Suspense fallback={item.label}>
      <CountBadge count={item.count}>{item.label}</CountBadge>
    </Suspense>
  );
}
