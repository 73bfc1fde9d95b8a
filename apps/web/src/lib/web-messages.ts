/**
 * User-facing texts the web app needs that `packages/shared/src/messages.ts` does not hold yet.
 * They are NOT spec messages; each is listed in the Foundation report to be moved to shared.
 */
export const webMessages = {
  /** The request never reached the server (offline, DNS, server down). */
  networkFailed: 'Unable to reach Solace. Please check your connection and try again.',
  /** An error answer without a readable body. */
  requestFailed: (status: number) => `Request failed (status ${status}).`,
  comingSoon: 'This part of Solace is coming soon.',
  notificationsEmpty: 'No notifications yet',
} as const;
