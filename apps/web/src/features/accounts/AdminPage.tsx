import { messages } from '@solace/shared';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ComingSoonPage } from '../../components/ComingSoonPage';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin: still to come, and only for administrators. */
export function AdminPage() {
  const { status, user } = useAuth();
  if (status === 'authenticated' && user?.role === 'admin') return <ComingSoonPage title="Admin" />;
  return <NotForYou checking={status === 'loading'} />;
}

function NotForYou({ checking }: { checking: boolean }) {
  useDocumentTitle('Admin');
  return (
    <PageContainer title="Admin" maxWidth="md">
      {checking ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography color="text.secondary">{messages.admin.checking}</Typography>
        </Box>
      ) : (
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ mb: 3 }}>
            {messages.admin.onlyAdmins}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            Back to home
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
