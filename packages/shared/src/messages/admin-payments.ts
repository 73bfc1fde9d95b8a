import { defineMessages } from '#define-messages';
import { words } from '#words/admin-payments';

/**
 * The practice's side of money (issue 26): the console's Payments tab (payments, refunds,
 * revenue, credits, the accountant's CSV) and the therapist dashboard's Payments card.
 */
export const adminPaymentsMessages = defineMessages('adminPayments', words, {
  refundOf: (who: string, amount: string) => ({ who, amount }),
  confirmBody: (amount: string, who: string) => ({ amount, who }),
  refunded: (amount: string) => ({ amount }),
  refundLine: (amount: string, status: string, reason: string) => ({ amount, status, reason }),
  refundRefused: (status: number, reason: string) => ({ status: String(status), reason }),
  auditRefundDetail: (amount: string, receipt: string | null) => ({
    amount,
    receipt: receipt ?? '',
    hasReceipt: receipt ? 'yes' : 'no',
  }),
  auditRefundRefusedDetail: (
    amount: string,
    receipt: string | null,
    status: number,
    reason: string,
  ) => ({
    amount,
    receipt: receipt ?? '',
    hasReceipt: receipt ? 'yes' : 'no',
    status: String(status),
    reason,
  }),
  auditRefundRefusedBy: (provider: string) => ({ provider }),
  refundFailedNotice: {
    message: (amount: string, receipt: string | null, payer: string) => ({
      amount,
      receipt: receipt ?? '',
      hasReceipt: receipt ? 'yes' : 'no',
      payer,
    }),
  },
  revenue: {
    intro: (zone: string) => ({ zone }),
  },
  credits: {
    sessionsLeft: (left: number, total: number) => ({ left, total }),
  },
  csv: {
    fileName: (date: string) => ({ date }),
    refused: (amount: string, status: number, reason: string) => ({
      amount,
      status: String(status),
      reason,
    }),
  },
});
