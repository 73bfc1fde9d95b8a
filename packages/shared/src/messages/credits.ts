/**
 * Plans a client buys and the session credits they give (issue 26): what the server answers
 * and what the plans page and the appointments page say about them.
 */
export const creditsMessages = {
  /** The payment's line and the receipt's: "Weekly plan: 4 sessions, valid 7 days". */
  planDescription: (plan: string, allowance: string) => `${plan} plan: ${allowance}`,
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
  proceedLabel: (plan: string) => `Buy the ${plan} plan`,
  purchaseFailed: 'We could not start the payment for this plan. Please try again.',
  // "Your plans" on the appointments page.
  yourPlans: 'Your plans',
  loading: 'Loading your plans...',
  loadFailed: 'We could not load your plans. Please try again.',
  noPlans: 'You have no plans yet.',
  browsePlans: 'See plans',
  sessionsLeft: (left: number, total: number) =>
    `${left} of ${total} ${total === 1 ? 'session' : 'sessions'} left`,
  validUntil: (date: string) => `Valid until ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  expired: 'Expired',
  receipt: (number: string) => `Receipt ${number}`,
  // Booking a paid therapist with a credit.
  creditWillBeUsed: (left: number) =>
    `This session will use one of your plan's credits (${left} left); nothing to pay now.`,
  paidWithCredit: 'Booked with a credit from your plan.',
} as const;
