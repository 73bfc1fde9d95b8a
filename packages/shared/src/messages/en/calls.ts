/** The English words of callsMessages (../calls.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  // The ringer's side (the therapist's dashboard).
  ring: 'Start Video Call',
  ringWho: 'Start Video Call, {name}',
  ringing: 'Ringing {name}…',
  cancel: 'Cancel',
  close: 'Close',
  accepted: '{name} answered. Opening the consultation…',
  declined: '{name} declined the call.',
  missed: '{name} did not answer. They have been sent a missed-call notice.',
  offline: '{name} is not online on Solace now. They have been sent a missed-call notice.',
  ringFailed: 'The call could not be started. Please try again.',
  // The answerer's side: the ringing dialog on any page.
  incomingTitle: 'Incoming video call',
  incoming: '{name} is calling you for your session.',
  accept: 'Accept',
  decline: 'Decline',
  answerFailed: 'This call has ended.',
  // Refusals (the server's answers).
  bookingNotFound: 'This session could not be found.',
  notDue: 'You can call from 10 minutes before the session until it ends.',
  alreadyRinging: 'A call for this session is already ringing.',
  callNotFound: 'This call could not be found.',
  callOver: 'This call has ended.',
  tooMany: 'Too many calls in a short time. Please wait a minute and try again.',
  // The missed-call notification (bell).
  missedTitle: 'Missed video call',
  missedMessage: '{name} called you for your session. Join the consultation.',
  // Call history, on both profiles.
  historyTitle: 'Call history',
  historyEmpty: 'No calls yet.',
  historyLoading: 'Loading your calls…',
  historyFailed: 'Your call history could not be loaded.',
  youCalled: 'You called {name}',
  calledYou: '{name} called you',
  outcome: {
    ringing: 'Ringing',
    accepted: 'Answered',
    declined: 'Declined',
    missed: 'Missed',
  },
  lasted: 'Consultation lasted {duration}',
  inProgress: 'Consultation in progress',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  underAMinute: 'under a minute',
} as const;
