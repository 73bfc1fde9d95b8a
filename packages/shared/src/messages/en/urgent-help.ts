/** The English words of urgentHelpMessages (../urgent-help.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** The urgent-help page (issue 22, point 5), linked from the header on every page. */
  urgentHelpTitle: 'Urgent help',
  urgentHelpIntro:
    'If you are in danger or thinking about ending your life, please call one of these numbers now. They are free, and you do not need a Solace account.',
  urgentHelpNotEmergency:
    'Solace is not an emergency service: therapists may not see a message or a booking request for hours.',
  /** A number's link, read out in full ("Call Tele-MANAS on 14416"). */
  callLine: 'Call {name} on {number}',
  urgentHelpBack: 'Back to Solace',
} as const;
