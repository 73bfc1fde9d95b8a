/** The English words of authMessages (../auth.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  signingIn: 'Signing In...',
  /** The prompt shown a minute before an idle sign-out (not during a video call). */
  idleTitle: 'Are you still there?',
  idleWarning:
    'For your security, you will be signed out in {seconds, plural, one {# second} other {# seconds}} unless you choose to stay.',
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out now',
  /** The session ended during a video call: the call goes on, signing in again waits for its end. */
  sessionEndedInCall:
    'Your session has ended. The call continues; you will be asked to sign in again when it is over.',
} as const;
