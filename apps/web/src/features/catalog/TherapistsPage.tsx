import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TherapistGrid } from './TherapistGrid';

/**
 * /doctors. Each card opens its therapist's booking page, signed in or not: a visitor sees the
 * free times first and is asked to sign in only on confirming one (issue 22, as Cal.com does).
 */
export function TherapistsPage() {
  useDocumentTitle('Therapists');
  return (
    <PageContainer
      title="Meet Our Doctors"
      intro="Every Solace therapist is licensed, experienced and here to listen. Choose someone who feels right and book a private online session."
    >
      <TherapistGrid />
    </PageContainer>
  );
}
