import { useId, type ReactNode } from 'react';
import { Card, Typography } from '@mui/material';

/** One titled card of the profile page; the h2 names the region for assistive technology. */
export function ProfileSection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  /** For in-page links (/profile#id). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card component="section" id={id} aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
