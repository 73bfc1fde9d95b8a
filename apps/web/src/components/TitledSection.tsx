import { useId, type ReactNode } from 'react';
import { Box, Card, Paper, Typography } from '@mui/material';

interface Props {
  title: ReactNode;
  children: ReactNode;
  /**
   * How it stands out from the page: 'card', raised (the profile page's sections); 'outlined',
   * a bordered panel beside other content (free times, the dashboard's agenda); 'plain', none
   * of its own, inside something that already has one.
   */
  surface?: 'card' | 'outlined' | 'plain';
  /** For in-page links (/profile#id). */
  id?: string;
}

/** A titled region: its h2 names it for assistive technology (aria-labelledby). */
export function TitledSection({ title, children, surface = 'plain', id }: Props) {
  const headingId = useId();
  const region = { component: 'section', id, 'aria-labelledby': headingId } as const;
  const content = (
    <>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </>
  );
  if (surface === 'card') {
    return (
      <Card {...region} sx={{ p: { xs: 2.5, sm: 4 } }}>
        {content}
      </Card>
    );
  }
  if (surface === 'outlined') {
    return (
      <Paper {...region} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        {content}
      </Paper>
    );
  }
  return <Box {...region}>{content}</Box>;
}
