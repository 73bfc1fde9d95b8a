/**
 * Every user-facing message of the product spec, word for word, in one place.
 * The web app shows them and the server answers with them; never retype one.
 */
export const messages = {
  app: {
    renderFailed: 'Something went wrong. Please try refreshing the page.',
    comingSoon: 'This part of Solace is coming soon.',
  },
  catalog: {
    plansFailed: 'Failed to fetch plans. Please try again later.',
    doctorsLoading: 'Loading doctors...',
    doctorsEmpty: 'No doctors available at the moment. Please check back later.',
    doctorsInvalid: 'Invalid data format received.',
    servicesFailed: 'Failed to fetch services. Please try again later.',
  },
  notifications: {
    empty: 'No notifications yet',
  },
  accounts: {
    allFieldsRequired: 'All fields are required.',
    invalidEmail: 'Invalid email format.',
    useTherapistLogin: 'This is a therapist account. Please sign in on the therapist login page.',
    useClientLogin: 'This is a client account. Please sign in on the client login page.',
  },
  auth: {
    logoutSuccess: 'Logged out successfully',
    logoutFailed: 'Error logging out. Please try again.',
    invalidCredentials: 'Invalid email or password. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
    missingTokenOrUser: 'Missing token or user data from server',
    sessionExpired: 'Your session has expired. Please log in again.',
    signingIn: 'Signing In...',
  },
  http: {
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    invalidInput: 'Some of the information sent is not valid.',
    unauthorized: 'Please log in to continue.',
    /** The request never reached the server (offline, DNS, server down). */
    networkFailed: 'Unable to reach Solace. Please check your connection and try again.',
    /** An error answer without a readable body. */
    requestFailed: (status: number) => `Request failed (status ${status}).`,
  },
} as const;
