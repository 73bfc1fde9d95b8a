export const bookingMessages = {
  selectSlotAndLogIn: 'Please select a time slot and ensure you are logged in',
  mustBeLoggedIn: 'You must be logged in to book an appointment',
  invalidPhone: 'Please enter a valid phone number with country code',
  slotAlreadyBooked: 'This slot is already booked',
  bookingFailed: 'Booking failed',
  bookingSuccess: 'Booking successful!',
  slotExpired: 'This slot has expired',
  serverError: 'Server error occurred',
  noResponse: 'No response received from server',
  fetchSlotsFailed: 'Failed to fetch slots',
  unexpectedStatus: 'Unexpected response status',
  onlyClientsBook: 'Only clients can book appointments.',
  doctorNotFound: 'This therapist could not be found.',
  slotNotFound: 'This slot could not be found.',
  bookingNotFound: 'This appointment could not be found.',
  alreadyCancelled: 'This appointment is already cancelled.',
  alreadyStarted: 'This appointment has already started.',
  cancelTooLate: (hours: number) =>
    `Appointments can be cancelled up to ${hours} hours before they start. Please contact your therapist.`,
  cancelled: 'Appointment cancelled',
  /** Rescheduling follows the cancellation rule: free until the same deadline. */
  rescheduleTooLate: (hours: number) =>
    `Appointments can be moved up to ${hours} hours before they start. Please contact your therapist.`,
  rescheduleOtherTherapist: 'You can move a session only to another time of the same therapist.',
  rescheduleSameTime: 'This is already the time of your session.',
  rescheduleChanged: 'This appointment has just changed. Please look at it again.',
  rescheduleFailed: 'The appointment could not be moved. Please try again.',
  rescheduled: (when: string) => `Your session is now on ${when}.`,
  noOtherFreeTimes: 'No other free times with this therapist right now.',
  /** Beside "Please contact your therapist": the way to do it, in the app. */
  messageTherapist: (name: string) => `Message ${name}`,
  /** The Confirm Booking dialog says before booking until when cancelling is free. */
  freeCancellationUntil: (when: string) => `Free cancellation until ${when}`,
  noOnlineCancellation: 'This session can no longer be cancelled online',
  cancelFailed: 'The appointment could not be cancelled. Please try again.',
  appointmentsFailed: 'We could not load your appointments. Please try again.',
  /** /appointments is a client's page; therapists and admins see this instead. */
  appointmentsOnlyClients: 'My appointments is for clients.',
  /** The profile's pointer to the appointments page. */
  appointmentsElsewhere: 'Your upcoming and past sessions have their own page.',
  overlapsYourBooking: 'You already have a session at this time.',
  tooManyUpcoming: (limit: number) =>
    `You can hold at most ${limit} upcoming appointments. Please cancel one to book another.`,
  /** The date picker: a day named for screen readers with how many times are free. */
  dayFreeTimes: (day: string, count: number) =>
    count === 0 ? day : `${day}, ${count} free ${count === 1 ? 'time' : 'times'}`,
  chooseDay: 'Choose a day',
  freeTimesOn: (day: string) => `Free times on ${day}`,
  noFreeTimesOnDay: 'No free times on this day.',
  nextFreeTime: (when: string) => `Next free time: ${when}`,
  goToNextFree: 'Go to that day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  showCalendar: 'Show calendar',
  hideCalendar: 'Hide calendar',
  calendarView: 'Calendar view',
  noFreeTimes: (name: string) => `${name} has no free times at the moment.`,
  freeSooner: 'Other therapists with free times',
  freeSoonerItem: (name: string, when: string) => `${name}, free ${when}`,
  tellMeWhen: (name: string) => `Tell me when ${name} adds times`,
  alertSet: (name: string) =>
    `We will tell you, in the bell and by a live notice, when ${name} adds times.`,
  stopAlert: 'Stop telling me',
  alertFailed: 'We could not save that. Please try again.',
  /** The login page, for a visitor who picked a time first. */
  logInToBook: (when: string, name: string) => `Log in to book ${when} with ${name}`,
  /** The Confirm Booking dialog of a visitor: the time is theirs to keep once they sign in. */
  signInToConfirm: 'To book this time, log in or create a free account. We keep it picked for you.',
  logInAndBook: 'Log in to book',
  signUpAndBook: 'Create an account',
  pickedSlotTaken:
    'The time you picked has been taken in the meantime. Here are the other free times.',
  onlyClientsAlert: 'Only clients can ask to be told about new times.',
  /** Shown before a time is chosen (profile, booking page): the rule the dialog applies. */
  cancellationPolicy: (hours: number) =>
    `Free cancellation up to ${hours} hours before the session starts. After that, please contact your therapist.`,
  /** A therapist cancelling a booked session: the reasons offered, and their own words. */
  therapistCancel: {
    reasonLegend: 'Reason the client will read',
    reasons: [
      'I am unwell and cannot hold the session.',
      'Something urgent came up that I cannot move.',
      'I have a scheduling conflict at this time.',
    ],
    otherReason: 'Another reason (write it)',
    otherLabel: 'Your reason',
    keepBlocked: 'Keep this time blocked (do not offer it to other clients)',
    question: (client: string) =>
      `Cancel this appointment with ${client}? They get an e-mail and a notification with your reason, your next free times and a link to book another.`,
    reasonRequired: 'Please give the client a reason.',
    reasonTooLong: (max: number) => `Please keep the reason under ${max} characters.`,
    onlyTherapist: 'Only the therapist of this session can cancel it this way.',
  },
} as const;
