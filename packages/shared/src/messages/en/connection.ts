/** The English words of connectionMessages (../connection.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  internal: 'Something went wrong on our side. Please try again.',
  /** The request never reached the server (offline, DNS, server down). */
  networkFailed: 'Unable to reach Solace. Please check your connection and try again.',
  /** An error answer without a readable body. */
  requestFailed: 'Request failed (status {status}).',
  /**
   * A flood refused: by the proxy in front, for this address (deploy/nginx), or by the server, for
   * one socket's events (realtime-limits.ts).
   */
  tooManyRequests: 'Too many requests in a short time. Please wait a moment and try again.',
  /** An answer that came but is not what was asked for (the therapists' list). */
  doctorsInvalid: 'Invalid data format received.',
} as const;
