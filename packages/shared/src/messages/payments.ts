import { defineMessages } from '#define-messages';
import { words } from '#words/payments';

/** Paying for a session (issue 26): what the server answers and the test checkout says. */
export const paymentsMessages = defineMessages('payments', words, {
  sessionDescription: (therapist: string, when: string) => ({ therapist, when }),
  checkout: {
    payNext: (amount: string, minutes: number) => ({ amount, minutes }),
  },
  returned: {
    receipt: (number: string) => ({ number }),
  },
  receipt: {
    taxIncluded: (rate: string) => ({ rate }),
    payer: (name: string, email: string) => ({ name, email }),
  },
  history: {
    paidOn: (date: string) => ({ date }),
    startedOn: (date: string) => ({ date }),
    tax: (amount: string) => ({ amount }),
    refund: {
      pending: (amount: string, date: string) => ({ amount, date }),
      processed: (amount: string, date: string) => ({ amount, date }),
      failed: (amount: string) => ({ amount }),
    },
    receiptFor: (number: string) => ({ number }),
  },
  mail: {
    receipt: {
      subject: (number: string) => ({ number }),
    },
    refund: {
      body: (amount: string, what: string) => ({ amount, what }),
    },
    lateRefund: {
      body: (amount: string, what: string) => ({ amount, what }),
    },
  },
});
