/** The English words of legalMessages (../legal.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  lastUpdated: 'Last updated {date}',
  termsTitle: 'Terms of Service',
  termsUpdated: '1 January 2026',
  termsUsingHeading: 'Using Solace',
  termsUsing:
    "Solace connects you with independent, licensed therapists for online counselling. You must be 18 or older, or have a parent's or guardian's consent, and you agree to give accurate details when you sign up.",
  termsEmergencyHeading: 'Not an emergency service',
  termsEmergency:
    'Solace is not for emergencies. If you or someone else is in immediate danger, call 112. For free mental-health support at any hour, call Tele-MANAS on 14416.',
  termsBookingsHeading: 'Bookings and payments',
  termsBookings:
    'Prices are shown in Indian rupees before you book. Please cancel at least 24 hours before a session if you cannot attend, so your therapist can offer the time to someone else.',
  termsRespectHeading: 'Respect and safety',
  termsRespect:
    'We expect kindness from everyone on Solace. Abusive behaviour towards therapists or staff may lead to an account being closed. Questions about these terms? Write to {email}.',
  privacyTitle: 'Privacy Policy',
  privacyUpdated: '26 November 2026',
  collectHeading: 'What we collect',
  collect:
    'The details you give us when you sign up (your name, e-mail address, phone number and age), the appointments you book, and the messages you exchange with your therapist. We do not ask for more than we need to provide your care.',
  useHeading: 'How we use it',
  use: 'Only to run Solace: to create your account, arrange and hold your sessions, send you reminders and answer your questions. We never sell your information and never use the content of your sessions for advertising.',
  whoHeading: 'Who can see it',
  who: "Your therapist sees what they need to support you. A small number of Solace staff can access account data to keep the service running safely, under strict confidentiality. We share information with others only when the law requires it or when someone's life is at serious risk.",
  notesHeading: "Your therapist's session notes",
  notes:
    "Your therapist may keep private notes on your sessions. Psychotherapy notes are your therapist's own record: only the therapist who wrote them can read them, not other therapists and not Solace staff, and they are not part of the copy of your data you can download. They are encrypted when stored, so the database alone reveals nothing of them.",
  questionnairesHeading: 'Questionnaires, consent and who has looked',
  questionnaires:
    'Before some sessions we ask you to fill in two short questionnaires (PHQ-9 and GAD-7). Your answers and scores are encrypted when stored, like session notes. You see your own scores on your profile; your therapist sees them only if you turn on sharing there, and only while you have a session with them. You can turn sharing off at any time and it takes effect at once. When you signed up you agreed to these terms and this notice; we keep which versions and when, and every choice you make about sharing. Every time someone other than you looks at your questionnaire results, we record who and when, and you can see that list on your profile and in the copy of your data you download, which also holds your answers and scores.',
  riskHeading: 'If you tell us you are at risk',
  risk: 'If your answer to the PHQ-9 question about thoughts of self-harm is anything but "Not at all", we show you the crisis lines at once and alert your therapist, who must acknowledge the alert; if they have not within an hour, a Solace administrator is told too. We keep a record of each alert and its acknowledgement. A questionnaire is not a diagnosis, and Solace does not replace emergency services: in an emergency, call 112.',
  keepHeading: 'What we keep after you delete your account',
  keep: "When you delete your account, your personal data goes: your account and profile, your appointments, your messages and your history. A therapy practice must by law keep the clinical records of the care it gave, so these stay: your questionnaire answers and scores, any safety alerts, and your therapist's session notes, with your name, e-mail address and phone number so that they stay yours and no one else's. All of it is encrypted and no longer shown to anyone in Solace; it is kept only to meet that duty (for example when a regulator or a court asks for it). Seven years after you deleted your account (unless the practice running Solace has set another period), it is deleted for good. Health data is a special category of personal data (GDPR Article 9), and the right to have your data erased does not reach what the law requires a practice to keep (GDPR Article 17(3)); India's Digital Personal Data Protection Act, 2023 likewise lets data be kept where a law requires it.",
  choicesHeading: 'Your choices',
  choices:
    'You can update your details from your profile, ask for a copy of your data, or delete your account at any time. Write to {email} and we will respond within 30 days.',
} as const;
