import { SECTION_IDS, appMessages } from '@solace/shared';

/** Solace's public contact details, shown in the footer of every page. */
export const contact = {
  email: 'support@solace.example',
  phone: '+91 80 4000 1234',
  phoneHref: 'tel:+918040001234',
  address: [
    'Solace Wellbeing Pvt. Ltd.',
    '4th Floor, 80 Feet Road, Indiranagar',
    'Bengaluru 560038',
  ],
  hours: appMessages.footerOpeningHours,
};

interface FooterLink {
  label: string;
  to: string;
}

export const footerColumns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Solace',
    links: [
      { label: appMessages.navAbout, to: `/#${SECTION_IDS.about}` },
      { label: appMessages.footerPrivacy, to: '/privacy' },
      { label: appMessages.footerTerms, to: '/terms' },
      { label: appMessages.navContact, to: `/#${SECTION_IDS.contact}` },
    ],
  },
  {
    heading: appMessages.footerSupport,
    links: [
      { label: appMessages.footerHelp, to: '/services' },
      { label: appMessages.footerDeleteAccount, to: '/profile' },
      { label: appMessages.footerReportIssue, to: '/report-problem' },
      { label: appMessages.footerFeedback, to: '/report-problem' },
    ],
  },
];
