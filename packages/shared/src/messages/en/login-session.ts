/** The English words of loginSessionMessages (../login-session.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  logoutSuccess: 'Logged out successfully',
  logoutFailed: 'Error logging out. Please try again.',
  missingTokenOrUser: 'Missing token or user data from server',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
