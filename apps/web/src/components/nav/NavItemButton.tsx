import { Button } from '@mui/material';
import { Link, NavLink } from 'react-router';
import type { NavItem } from './nav-rules';

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
    <Button component={NavLink} to={item.to} end color="inherit" sx={sx}>
      {item.label}
    </Button>
  );
}
