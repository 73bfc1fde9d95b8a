export const appMessages = {
  renderFailed: 'Something went wrong. Please try refreshing the page.',
  /** This tab's live connection was closed because the person opened too many others. */
  tooManyConnections:
    'Live updates stopped in this window because Solace is open in too many other windows. Refresh the page to resume them here.',
  loadingPage: 'Loading the page...',
  /** A therapist's menu item to their own public profile (the nav is on every first download). */
  myPublicProfile: 'My public profile',
  /** Where someone may be in distress: sign-in screens, booking, the account menu, the footer. */
  crisisLine:
    'In an emergency, call 112. For free mental-health support at any hour, call Tele-MANAS on 14416.',
  crisisLineLabel: 'Urgent help',
  /** The urgent-help page (issue 22, point 5), linked from the header on every page. */
  urgentHelpTitle: 'Urgent help',
  urgentHelpIntro:
    'If you are in danger or thinking about ending your life, please call one of these numbers now. They are free, and you do not need a Solace account.',
  urgentHelpNotEmergency:
    'Solace is not an emergency service: therapists may not see a message or a booking request for hours.',
  /** A number's link, read out in full ("Call Tele-MANAS on 14416"). */
  callLine: (name: string, number: string) => `Call ${name} on ${number}`,
  urgentHelpBack: 'Back to Solace',
  /** Under every list of times: the zone by its long name ("India Standard Time"). */
  timesShownIn: (zoneName: string) => `Times are shown in your time zone (${zoneName}).`,
} as const;
