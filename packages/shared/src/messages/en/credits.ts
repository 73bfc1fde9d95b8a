/** The English words of creditsMessages (../credits.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** The payment's line and the receipt's: "Weekly plan: 4 sessions, valid 7 days". */
  planDescription: '{plan} plan: {allowance}',
  onlyClientsBuy: 'Only client accounts can buy plans.',
  notOnSale: 'This plan is no longer on sale. Please choose another plan.',
  /** No payment provider is configured: plans cannot be paid online. */
  noOnlinePayment:
    'Plans cannot be paid for online here. Please contact the practice to arrange payment.',
  /** The provider could not open checkout for a plan: nothing was charged. */
  checkoutUnavailable:
    'We could not open the payment page just now. Nothing was charged; please try again in a few minutes.',
  // The plans page.
  proceed: 'Proceed',
  proceeding: 'Opening payment...',
  purchaseFailed: 'We could not start the payment for this plan. Please try again.',
  // "Your plans" on the appointments page.
  yourPlans: 'Your plans',
  loading: 'Loading your plans...',
  loadFailed: 'We could not load your plans. Please try again.',
  noPlans: 'You have no plans yet.',
  browsePlans: 'See plans',
  sessionsLeft: '{left} of {total, plural, one {# session} other {# sessions}} left',
  validUntil: 'Valid until {date}',
  expiredOn: 'Expired {date}',
  expired: 'Expired',
  refunded: 'Refunded',
  refundedNote: 'Refunded: its sessions left can no longer be booked.',
  receipt: 'Receipt {number}',
  // Booking a paid therapist with a credit.
  creditWillBeUsed:
    "This session will use one of your plan's credits ({left} left); nothing to pay now.",
  /** Moving a session paid with a credit to a time its plan no longer covers. */
  rescheduleAfterPlanEnds:
    'This session was paid for with a credit from your plan, and your plan ends before that time. Please choose a time before your plan ends.',
} as const;
