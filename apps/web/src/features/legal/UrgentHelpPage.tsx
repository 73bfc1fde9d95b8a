import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CRISIS_LINES, urgentHelpMessages } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The crisis lines, one tap from the header of every page (issue 22, point 5). Drawn on the
 * server too, so a visitor reaches it and calls a number before any script runs; its own
 * chunk, so it costs the home page nothing.
 */
export function UrgentHelpPage() {
  useDocumentTitle(urgentHelpMessages.urgentHelpTitle);
  return (
    <PageContainer
      title={urgentHelpMessages.urgentHelpTitle}
      intro={urgentHelpMessages.urgentHelpIntro}
      maxWidth="md"
    >
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CRISIS_LINES.map((line) => (
          <li key={line.name}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
                  {line.name}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {line.description}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  {line.numbers.map((number) => (
                    <Button
                      key={number.tel}
                      href={number.tel}
                      variant="contained"
                      aria-label={urgentHelpMessages.callLine(line.name, number.display)}
                      sx={{ fontSize: '1.125rem', fontWeight: 700 }}
                    >
                      {number.display}
                    </Button>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </Stack>
      <Typography sx={{ mt: 4 }}>{urgentHelpMessages.urgentHelpNotEmergency}</Typography>
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
        {urgentHelpMessages.urgentHelpBack}
      </Link>
    </PageContainer>
  );
}
