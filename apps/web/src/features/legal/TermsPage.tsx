import { Link } from '@mui/material';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'Using Solace',
    body: (
      <p>
        Solace connects you with independent, licensed therapists for online counselling. You must
        be 18 or older, or have a parent&apos;s or guardian&apos;s consent, and you agree to give
        accurate details when you sign up.
      </p>
    ),
  },
  {
    heading: 'Not an emergency service',
    body: (
      <p>
        Solace is not for emergencies. If you or someone else is in immediate danger, call 112. For
        free mental-health support at any hour, call Tele-MANAS on 14416.
      </p>
    ),
  },
  {
    heading: 'Bookings and payments',
    body: (
      <p>
        Prices are shown in Indian rupees before you book. Please cancel at least 24 hours before a
        session if you cannot attend, so your therapist can offer the time to someone else.
      </p>
    ),
  },
  {
    heading: 'Respect and safety',
    body: (
      <p>
        We expect kindness from everyone on Solace. Abusive behaviour towards therapists or staff
        may lead to an account being closed. Questions about these terms? Write to{' '}
        <Link href="mailto:support@solace.example">support@solace.example</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return <LegalPage title="Terms of Service" updated="1 January 2026" sections={sections} />;
}
