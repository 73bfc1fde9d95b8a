/** The English words of clinicalMessages (../clinical.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  // Questionnaires before a session.
  onlyClients: 'Only the client of this session can answer its questionnaires.',
  notDue: 'No questionnaire is due before this session.',
  alreadyAnswered: 'You already answered this questionnaire for this session.',
  due: 'Questionnaire due',
  dueReasons: {
    'first-session': 'Before your first session with this therapist',
    interval: 'A regular check-in before this session',
    'therapist-asked': 'Your therapist asked for it before this session',
  },
  requestNotice: {
    title: 'Questionnaire requested',
    message:
      '{therapist} asked you to fill in a short questionnaire before your session on {when}.',
  },
  requestMail: {
    subject: 'A short questionnaire before your session',
    body: '{therapist} asked you to fill in a short questionnaire before your session on {when}. It takes about 2 minutes: {link}',
  },
  // The page of a session's questionnaires (/questionnaires/:bookingId).
  pageTitle: 'Before your session',
  pageIntro: '{therapist} will see how you have been, if you choose to share it. Session: {when}.',
  pageIntroPlain: 'A few questions about the last 2 weeks. It takes about 2 minutes.',
  nothingDue: 'Nothing to fill in before this session. Thank you.',
  loading: 'Loading your questionnaires…',
  loadFailed: 'Your questionnaires could not be loaded.',
  onlyClientsPage: 'Questionnaires are filled in by clients, from their appointments.',
  fillIn: 'Fill in the questionnaire',
  backToAppointments: 'Back to my appointments',
  // The profile's section and the therapist's view.
  myScoresTitle: 'My questionnaires',
  scoresLoading: 'Loading scores…',
  scoresFailed: 'The scores could not be loaded.',
  // Consent.
  consentPurposes: {
    share_questionnaires: 'Share my questionnaire results with my therapist',
  },
  consentHelp:
    'Your therapist sees your PHQ-9 and GAD-7 scores only while this is on. You can turn it off at any time; it takes effect at once.',
  consentInvalid: 'Please choose on or off for sharing your questionnaire results.',
  notShared: 'The client has not shared their questionnaire results with you.',
  noBookingWithClient: 'You can see the results only of clients who have a session with you.',
  // The latest scores beside each session of the therapist's agenda.
  latestClientIds: 'Please name 1 to {most} clients, each by the id of their account.',
  /** "PHQ-9 12 · Moderate": the instrument, the score and its band in plain words. */
  agendaScore: '{instrument} {score} · {band}',
  agendaScoresLabel: 'Latest questionnaire scores of {client}',
  // The access log.
  accessLogTitle: 'Who viewed your clinical data',
  accessLogEmpty: 'Nobody but you has viewed your questionnaire results.',
  accessLogLine: '{reader} viewed {what}, {when}',
  accessWhat: {
    questionnaire_results: 'your {instrument} results',
    risk_signal: 'a safety alert about you',
  },
  // The safety net: a PHQ-9 item 9 above 0, or crisis words in chat to an away therapist.
  riskNoticeTitle: 'Urgent: a client may be at risk',
  riskNoticeMessage:
    '{client} {source, select, phq9 {answered PHQ-9 question 9 (thoughts of self-harm) above "Not at all"} other {wrote to you in chat, while you were away, words that may mean they are at risk}}. Next session: {next}. Please contact them and acknowledge this alert. {source, select, phq9 {This is a screening answer, not a diagnosis.} other {This alert comes from a list of crisis phrases, not a diagnosis.}}',
  riskNoNextSession: 'none booked',
  riskMail: {
    subject: 'Urgent: a client may be at risk',
    body: 'Dear {therapist},\n\n{client} {source, select, phq9 {answered PHQ-9 question 9 (thoughts of self-harm) above "Not at all"} other {wrote to you in chat, while you were away, words that may mean they are at risk}} in Solace. Next session: {next}.\n\nPlease contact them as your practice\'s protocol says, and acknowledge the alert in Solace: {link}\n\n{source, select, phq9 {This is a screening answer, not a diagnosis.} other {This alert comes from a list of crisis phrases, not a diagnosis.}} Solace does not replace emergency services. The client was shown the crisis lines at once.',
  },
  riskEscalatedTitle: 'Unacknowledged safety alert',
  riskEscalatedMessage:
    'A safety alert about {client} has not been acknowledged by {therapist} within {minutes} minutes. Please make sure someone contacts the client.',
  riskEscalatedMail: {
    subject: 'Unacknowledged safety alert',
    body: 'A safety alert about {client} ({source, select, phq9 {PHQ-9 question 9 answered above "Not at all"} other {crisis words in a chat message}}) has not been acknowledged by {therapist} within {minutes} minutes. Please make sure someone contacts the client. {source, select, phq9 {This is a screening answer, not a diagnosis.} other {This alert comes from a list of crisis phrases, not a diagnosis.}}',
  },
  riskPageTitle: 'Safety alert about {client}',
  riskFormerClient: 'a former client',
  riskPageBody: {
    phq9: 'Your client answered PHQ-9 question 9 (thoughts of self-harm) above "Not at all". They were shown the crisis lines at once. Please contact them as your practice\'s protocol says, then acknowledge this alert; until you do, an administrator is told after a while. This is a screening answer, not a diagnosis.',
    chat: "While you were away, your client wrote to you in chat words that may mean they are at risk. They were shown the crisis lines at once. Please read their message and contact them as your practice's protocol says, then acknowledge this alert; until you do, an administrator is told after a while. This alert comes from a list of crisis phrases, not a diagnosis.",
  },
  /** The page of an escalated alert, as an administrator reads it. */
  riskAdminBody: {
    phq9: 'The client answered PHQ-9 question 9 (thoughts of self-harm) above "Not at all" and was shown the crisis lines at once. Their therapist has not acknowledged this alert in time: please make sure someone contacts the client as your practice\'s protocol says. Only their therapist can acknowledge it. This is a screening answer, not a diagnosis.',
    chat: "While their therapist was away, the client wrote in chat words that may mean they are at risk, and was shown the crisis lines at once. Their therapist has not acknowledged this alert in time: please make sure someone contacts the client as your practice's protocol says. Only their therapist can acknowledge it. This alert comes from a list of crisis phrases, not a diagnosis.",
  },
  riskAwaitingTherapist: 'Not acknowledged by the therapist yet.',
  riskContactsHeading: 'Who to contact',
  riskContactClient: 'Client: {name}',
  riskContactTherapist: 'Therapist: {name}',
  riskAccountGone: 'This account no longer exists.',
  backToAdmin: 'Back to the administration',
  riskRaisedAt: 'Raised {when}.',
  riskAcknowledgedAt: 'Acknowledged {when}.',
  openConversation: 'Open the conversation',
  riskSignalLoading: 'Loading the alert…',
  riskSignalFailed: 'Could not load this alert.',
  backToDashboard: 'Back to your dashboard',
  acknowledge: 'Acknowledge',
  acknowledged: 'Acknowledged',
  acknowledgeFailed: 'Could not acknowledge; please try again.',
  riskSignalNotFound: 'This safety alert was not found.',
  onlyTherapists: 'Only therapists can acknowledge safety alerts.',
} as const;
