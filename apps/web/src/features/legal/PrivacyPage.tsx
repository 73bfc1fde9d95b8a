import { Link } from '@mui/material';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <p>
        The details you give us when you sign up (your name, e-mail address, phone number and age),
        the appointments you book, and the messages you exchange with your therapist. We do not ask
        for more than we need to provide your care.
      </p>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        Only to run Solace: to create your account, arrange and hold your sessions, send you
        reminders and answer your questions. We never sell your information and never use the
        content of your sessions for advertising.
      </p>
    ),
  },
  {
    heading: 'Who can see it',
    body: (
      <p>
        Your therapist sees what they need to support you. A small number of Solace staff can access
        account data to keep the service running safely, under strict confidentiality. We share
        information with others only when the law requires it or when someone&apos;s life is at
        serious risk.
      </p>
    ),
  },
  {
    heading: "Your therapist's session notes",
    body: (
      <p>
        Your therapist may keep private notes on your sessions. Psychotherapy notes are your
        therapist&apos;s own record: only the therapist who wrote them can read them, not other
        therapists and not Solace staff, and they are not part of the copy of your data you can
        download. They are encrypted when stored, so the database alone reveals nothing of them.
      </p>
    ),
  },
  {
    heading: 'Your choices',
    body: (
      <p>
        You can update your details from your profile, ask for a copy of your data, or delete your
        account at any time. Write to{' '}
        <Link href="mailto:support@solace.example">support@solace.example</Link> and we will respond
        within 30 days.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" updated="26 November 2026" sections={sections} />;
}
