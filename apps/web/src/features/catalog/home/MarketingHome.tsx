import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './AboutSection';
import { ConsultationCta } from './ConsultationCta';
import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ServicePreview } from './ServicePreview';
import { TherapistPreview } from './TherapistPreview';
import { homeMessages } from '@solace/shared';

/**
 * The landing page of `/` and `/home` for visitors (drawn by the server too); a signed-in client
 * gets their next session instead (app/HomePage). The contact section is the footer.
 */
export function MarketingHome() {
  useDocumentTitle(homeMessages.documentTitle);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <TherapistPreview />
      <ServicePreview />
      <FeatureSection />
      <ConsultationCta />
    </>
  );
}
