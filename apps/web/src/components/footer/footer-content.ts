import { OFFICE_HOURS, SECTION_IDS } from '@solace/shared';

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
  hours: `Opening hours: ${OFFICE_HOURS}`,
};

interface FooterLink {
  label: string;
  to: string;
}

export const footerColumns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Solace',
    links: [
      { label: 'About', to: `/#${SECTION_IDS.about}` },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Contact', to: `/#${SECTION_IDS.contact}` },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Help', to: '/services' },
      { label: 'Delete account', to: '/profile' },
      { label: 'Report an issue', to: '/report-problem' },
      { label: 'Feedback', to: '/report-problem' },
    ],
  },
];
