import { Navigate } from 'react-router';
import { therapistProfileMessages } from '@solace/shared';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { LoadingLine } from '../../../components/LoadingLine';
import { PageContainer } from '../../../components/PageContainer';
import { RoleCheckNotice } from '../../../components/RoleCheckNotice';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from './own-profile-api';
import { OwnProfileForm } from './OwnProfileForm';

const t = therapistProfileMessages;
const OWN_PROFILE_PATH = '/dochome/profile';

function Editor() {
  const { data, error, isFetching, refetch } = useOwnProfile();
  if (data) return <OwnProfileForm profile={data} />;
  if (error && !isFetching) {
    return <ErrorNotice text={t.loadFailed} onRetry={() => void refetch()} />;
  }
  return <LoadingLine text={t.loading} />;
}

/** `/dochome/profile`: the therapist edits what clients see of them. Therapists only. */
export function MyPublicProfilePage() {
  useDocumentTitle(t.editTitle);
  const { status, user } = useAuth();
  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: OWN_PROFILE_PATH }} replace />;
  }
  const isDoctor = status === 'authenticated' && user?.role === 'doctor';
  return (
    <PageContainer title={t.editTitle} intro={isDoctor ? t.editIntro : undefined} maxWidth="md">
      {isDoctor ? (
        <Editor />
      ) : (
        <RoleCheckNotice checking={status === 'loading'} refusal={t.onlyTherapists} />
      )}
    </PageContainer>
  );
}
