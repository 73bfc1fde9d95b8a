/** The English words of chatMessages (../chat.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  doctorsTitle: 'Doctors',
  patientsTitle: 'Patients',
  selectDoctor: 'Select a doctor to start chat',
  selectPatient: 'Select a patient to start chat',
  loadingConversations: 'Loading conversations...',
  sending: 'Sending',
  backToConversations: 'Back to conversations',
  online: 'Online',
  offline: 'Offline',
  you: 'You',
  startConsultation: 'Start your consultation with {doctor}.',
  askQuestion: 'Ask your question',
  typeResponse: 'Type your response',
  send: 'Send',
  hint: 'Press Enter to send, Shift+Enter for new line',
  suggestedTitle: 'Common questions',
  empty: 'Please write a message first.',
  tooLong: 'A message can be at most 2000 characters long.',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  noSuchConversation: 'This conversation could not be found.',
  notAllowed: 'You cannot write to this person.',
  reconnecting: 'Reconnecting…',
  // Shown to a client at once when their message holds crisis words (issue 25, the safety net).
  crisisTitle: 'You are not alone',
  crisisBody:
    'What you wrote sounds very hard. Your message has gone to your therapist; if you are in danger or thinking of ending your life, please talk to someone right now. These lines answer day and night.',
  crisisCaveat: 'Solace does not replace emergency services.',
  crisisClose: 'Close this note (the crisis line stays under the message box)',
  offlineDelivery:
    '{doctor} is offline. Your message will be delivered, and they will see it when they are back.',
  failed: 'Not sent.',
  retry: 'Retry',
  loadFailed: 'We could not load your conversations. Please try again.',
  olderMessages: 'Show older messages',
  noPatients: 'No conversations yet. Patients who write to you appear here.',
  noDoctors: 'No therapists are available for chat at the moment.',
  newMessage: 'New message from {name}',
  /**
   * The e-mail to someone away when a message arrives (issue 22, point 11). It never carries the
   * message itself: an inbox is less private than the app.
   */
  awayMail: {
    subject: 'New message from {name} on Solace',
    body: '{name} wrote to you on Solace while you were away. For your privacy, the message is not in this e-mail.',
    button: 'Read the message',
    fallback: 'Or open this address:',
  },
  /** The therapist's choice of the questions their clients are offered (issue 22, point 11). */
  medicalQuestionsSwitch: 'Offer my clients the common medical questions',
  medicalQuestionsHelp:
    'Off: clients see questions about counselling. On: they see the five questions about symptoms, medication, diagnosis, tests and side effects.',
  medicalQuestionsSaved: 'Your choice is saved.',
  medicalQuestionsInvalid: 'Please choose on or off.',
  onlyTherapists: 'Only therapists choose the questions their clients see.',
  /** Under the message box: chat is read when the therapist can (issue 22, point 11). */
  notForEmergencies:
    'Messages are not for emergencies. If you are in danger, call 112, or Tele-MANAS on 14416.',
  unreadCount: '{count} unread',
  messagesWith: 'Messages with {name}',
} as const;
