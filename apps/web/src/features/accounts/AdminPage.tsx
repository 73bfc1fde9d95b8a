import { messages } from '@solace/shared';
import { ComingSoonPage } from '../../components/ComingSoonPage';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
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
      <RoleCheckNotice checking={checking} refusal={messages.admin.onlyAdmins} />
    </PageContainer>
  );
}
