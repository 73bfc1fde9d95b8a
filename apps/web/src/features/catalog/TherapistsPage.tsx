import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TherapistGrid } from './TherapistGrid';
import { catalogMessages } from '@solace/shared';

/**
 * /doctors. Each card opens its therapist's booking page, signed in or not: a visitor sees the
 * free times first and is asked to sign in only on confirming one (issue 22, as Cal.com does).
 */
export function TherapistsPage() {
  useDocumentTitle(catalogMessages.therapistsDocumentTitle);
  return (
    <PageContainer title={catalogMessages.meetOurDoctors} intro={catalogMessages.therapistsIntro}>
      <TherapistGrid />
    </PageContainer>
  );
}
