import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { adminMessages, appScreensMessages } from '@solace/shared';
import { LoadingLine } from './LoadingLine';

interface Props {
  /** The session is still being checked: the role is not known yet, so nothing is refused. */
  checking: boolean;
  /** Whose page it is, e.g. "This page is for administrators." */
  refusal: string;
}

/**
 * What a page for one role shows everyone else: whose page it is, and the way home. While the
 * session is being checked it says so instead, so nobody is refused on a guess.
 */
export function RoleCheckNotice({ checking, refusal }: Props) {
  if (checking) return <LoadingLine text={adminMessages.checking} />;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ mb: 3 }}>
        {refusal}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {appScreensMessages.backToHome}
      </Button>
    </Box>
  );
}
