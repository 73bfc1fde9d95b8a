import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './AboutSection';
import { ConsultationCta } from './ConsultationCta';
import { FeatureSection } from './FeatureSection';
import { HeroSection } from './HeroSection';
import { ServicePreview } from './ServicePreview';
import { TherapistPreview } from './TherapistPreview';

/** The landing page of `/` and `/home`. The contact section is the footer, shown on every page. */
export function HomePage() {
  useDocumentTitle('Online therapy and counselling');
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
