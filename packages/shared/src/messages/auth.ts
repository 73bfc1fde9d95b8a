export const authMessages = {
  logoutSuccess: 'Logged out successfully',
  logoutFailed: 'Error logging out. Please try again.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  missingTokenOrUser: 'Missing token or user data from server',
  sessionExpired: 'Your session has expired. Please log in again.',
  signingIn: 'Signing In...',
  /** The prompt shown a minute before an idle sign-out (not during a video call). */
  idleTitle: 'Are you still there?',
  idleWarning: (seconds: number) =>
    `For your security, you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} unless you choose to stay.`,
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out now',
  /** The session ended during a video call: the call goes on, signing in again waits for its end. */
  sessionEndedInCall:
    'Your session has ended. The call continues; you will be asked to sign in again when it is over.',
} as const;
