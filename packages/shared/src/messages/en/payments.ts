/** The English words of paymentsMessages (../payments.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** The provider could not open checkout: the held time was let go. */
  checkoutUnavailable:
    'We could not open the payment page just now, so the time was not held. Please try again in a few minutes.',
  notFound: 'Payment not found',
  /** verify-return with fields the provider does not confirm (forged, or not paid yet). */
  notConfirmed: 'The payment provider has not confirmed this payment yet.',
  webhookRefused: 'Webhook signature refused',
  webhookUnknownProvider: 'No such payment provider is configured',
  /** The booking's payment line: "Session with Dr Rao, Tue 3 Mar, 10:00 (IST)". */
  sessionDescription: 'Session with {therapist}, {when}',
  /** Why a released hold's booking was cancelled (kept on the booking). */
  holdReleased: {
    expired: 'The time was held for payment, and the payment did not arrive in time.',
    failed: 'The payment did not go through.',
    checkoutFailed: 'The payment page could not be opened.',
    abandoned: 'The payment was cancelled at checkout.',
  },
  /** The web's side of checkout: opening it, and coming back to /appointments from it. */
  checkout: {
    opening: 'Taking you to payment...',
    /** The confirm dialog of a paid session, before checkout. */
    payNext:
      'You pay {amount} at the next step. The time is held for you for {minutes} minutes while you pay.',
    openFailed:
      'The payment page could not be opened, so the time was not held. Please check your connection and try again.',
  },
  returned: {
    checking: 'Checking your payment with the payment provider...',
    paid: 'Payment received. Your session is booked.',
    planPaid: 'Payment received. Your plan is ready to use.',
    receipt: 'Receipt {number}: it is on its way to your e-mail.',
    cancelled: 'Payment cancelled. The time held for you has been released.',
    failed:
      'The payment did not go through, so the time held for you has been released. You can book again.',
    expired:
      'The payment did not arrive in time, so the time held for you has been released. If money was taken, it is refunded in full.',
    refunded: 'This payment has been refunded.',
    waiting:
      'Your payment provider has not confirmed the payment yet. This page updates as soon as it does, and you will get an e-mail.',
    unknown: 'We could not check this payment. Please reload the page in a moment.',
  },
  testCheckout: {
    title: 'Test payment: no money moves',
    intro:
      'This practice runs payments in test mode. Pay confirms the booking as a real payment would; no card is asked for and nothing is charged.',
    amount: 'Amount',
    what: 'For',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This payment is no longer open.',
    badToken: 'This test checkout link is not valid.',
  },
  /** A receipt, as the mail and the payer's page print it (one source: receipt.ts). */
  receipt: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    what: 'For',
    paidBy: 'Paid by',
    amount: 'Amount paid',
    /** The tax the amount includes: "of which GST 18%". */
    taxIncluded: 'of which GST {rate}',
    taxId: 'GSTIN',
    providerPaymentId: 'Payment reference',
    payer: '{name} ({email})',
    /** A paid payment's receipt only: anything else has none yet. */
    none: 'This payment has no receipt.',
  },
  /** The client's list of payments on My appointments. */
  history: {
    title: 'Payments',
    intro: 'What you paid, with receipts and refunds.',
    failed: 'Your payments could not be loaded.',
    kind: {
      session: 'Session',
      plan: 'Plan',
    },
    status: {
      created: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Not paid',
      expired: 'Not paid',
      refunded: 'Refunded',
      partially_refunded: 'Partly refunded',
    },
    /** "Paid November 26, 2026" / "Started November 26, 2026" (never paid). */
    paidOn: 'Paid {date}',
    startedOn: 'Started {date}',
    /** "of which GST: ₹183.05". */
    tax: 'of which GST: {amount}',
    refund: {
      pending: 'Refund of {amount} on its way (asked {date})',
      processed: '{amount} refunded on {date}',
      failed: 'The refund of {amount} did not go through. We have been told and will sort it out.',
    },
    receipt: 'Receipt',
    /** The Receipt button's accessible name: which payment's receipt. */
    receiptFor: 'Receipt {number}',
    receiptLoading: 'Loading the receipt…',
    receiptFailed: 'The receipt could not be loaded.',
    print: 'Print',
    close: 'Close',
  },
  /** A refund webhook for a refund whose answer is not stored yet: the provider sends it again. */
  refundNotYetKnown: 'This refund is not recorded yet. Please send the event again.',
  mail: {
    receipt: {
      subject: 'Your receipt {number}',
      intro: 'Thank you for your payment. Here is your receipt.',
      later: 'You can open and print it any time from My appointments.',
    },
    refund: {
      subject: 'Your refund is on its way',
      body: 'We are refunding {amount} ({what}) to the way you paid. Your bank may take a few days to show it.',
    },
    lateRefund: {
      subject: 'Your payment is being refunded',
      body: 'Your payment of {amount} ({what}) arrived after the time held for you had been released, and the time is no longer free. We are refunding the full amount to the way you paid; your bank may take a few days to show it.',
      action: 'Book another time',
      fallback: 'Or open this link:',
    },
  },
} as const;
