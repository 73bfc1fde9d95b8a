import { legalMessages } from '@solace/shared';
import { LegalPage, type LegalSection, WithSupportEmail } from './LegalPage';

function sections(): LegalSection[] {
  return [
    { heading: legalMessages.termsUsingHeading, body: <p>{legalMessages.termsUsing}</p> },
    { heading: legalMessages.termsEmergencyHeading, body: <p>{legalMessages.termsEmergency}</p> },
    { heading: legalMessages.termsBookingsHeading, body: <p>{legalMessages.termsBookings}</p> },
    {
      heading: legalMessages.termsRespectHeading,
      body: <WithSupportEmail write={legalMessages.termsRespect} />,
    },
  ];
}

export function TermsPage() {
  return (
    <LegalPage
      title={legalMessages.termsTitle}
      updated={legalMessages.termsUpdated}
      sections={sections()}
    />
  );
}
