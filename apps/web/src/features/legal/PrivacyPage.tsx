import { legalMessages } from '@solace/shared';
import { LegalPage, type LegalSection, WithSupportEmail } from './LegalPage';

function sections(): LegalSection[] {
  return [
    { heading: legalMessages.collectHeading, body: <p>{legalMessages.collect}</p> },
    { heading: legalMessages.useHeading, body: <p>{legalMessages.use}</p> },
    { heading: legalMessages.whoHeading, body: <p>{legalMessages.who}</p> },
    { heading: legalMessages.notesHeading, body: <p>{legalMessages.notes}</p> },
    { heading: legalMessages.questionnairesHeading, body: <p>{legalMessages.questionnaires}</p> },
    { heading: legalMessages.riskHeading, body: <p>{legalMessages.risk}</p> },
    { heading: legalMessages.keepHeading, body: <p>{legalMessages.keep}</p> },
    {
      heading: legalMessages.choicesHeading,
      body: <WithSupportEmail write={legalMessages.choices} />,
    },
  ];
}

export function PrivacyPage() {
  return (
    <LegalPage
      title={legalMessages.privacyTitle}
      updated={legalMessages.privacyUpdated}
      sections={sections()}
    />
  );
}
