/** The English words of textsMessages (../texts.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** The words of each text; `when` is in the recipient's own time zone. */
  confirmation: 'Solace: your session with {therapist} is booked for {when}. Join: {url}',
  reminder: 'Solace: your session with {therapist} starts in 1 hour ({when}). Join: {url}',
  cancellation: 'Solace: your session with {therapist} on {when} is cancelled.',
  missedCall: 'Solace: you missed a call from {caller}. Join your session: {url}',
  code: 'Solace: your code is {code}. It expires in 10 minutes. Reply STOP to stop messages.',
  profile: {
    title: 'Text messages',
    intro:
      'Confirmations and a reminder an hour before each session. E-mail is always on; SMS and WhatsApp only once you confirm your number.',
    email: 'E-mail',
    emailAlwaysOn: 'Always on',
    channel: {
      sms: 'SMS',
      whatsapp: 'WhatsApp',
    },
    phone: 'Mobile number (with country code, e.g. +447700900123)',
    sendCode: 'Send code',
    code: '6-digit code',
    confirm: 'Confirm',
    turnOff: 'Turn off',
    on: 'On since {since}',
    off: 'Off',
    codeSent: 'We sent a code to {phone}.',
    unavailable: 'Not offered by this practice',
  },
  errors: {
    channelOff: 'Text messages are not set up on this practice.',
    channelNotOffered: 'This channel is not offered by this practice.',
    noCodePending: 'Ask for a code first.',
    codeExpired: 'This code has expired. Ask for a new one.',
    codeWrong: 'That code is not right.',
    tooManyTries: 'Too many wrong codes. Ask for a new one.',
    phone: 'Enter the number with its country code, e.g. +447700900123.',
    codeFormat: 'The code has 6 digits.',
    unreadable: 'The webhook body is not readable JSON.',
  },
  /** The therapist's agenda: how the client's 1-hour text reminder went. */
  reminderStatus: {
    label: 'Text reminder',
    queued: 'queued',
    sending: 'sending',
    sent: 'sent',
    delivered: 'delivered',
    failed: 'failed',
    undeliverable: 'not delivered',
    channel_off: 'texts off',
  },
} as const;
