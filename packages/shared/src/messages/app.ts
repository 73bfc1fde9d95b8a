export const appMessages = {
  renderFailed: 'Something went wrong. Please try refreshing the page.',
  /** This tab's live connection was closed because the person opened too many others. */
  tooManyConnections:
    'Live updates stopped in this window because Solace is open in too many other windows. Refresh the page to resume them here.',
  loadingPage: 'Loading the page...',
  /** Where someone may be in distress: sign-in screens, booking, the account menu, the footer. */
  crisisLine:
    'In an emergency, call 112. For free mental-health support at any hour, call Tele-MANAS on 14416.',
  crisisLineLabel: 'Urgent help',
  /** Under every list of times: the zone by its long name ("India Standard Time"). */
  timesShownIn: (zoneName: string) => `Times are shown in your time zone (${zoneName}).`,
} as const;
