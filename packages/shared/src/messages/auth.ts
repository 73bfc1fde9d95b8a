export const authMessages = {
  logoutSuccess: 'Logged out successfully',
  logoutFailed: 'Error logging out. Please try again.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  missingTokenOrUser: 'Missing token or user data from server',
  sessionExpired: 'Your session has expired. Please log in again.',
  signingIn: 'Signing In...',
} as const;
