import { formatMoney, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { activeAdmins } from '../accounts/accounts.service';
import { notifyEachInTheirLanguage } from '../notifications/notifications.service';
import type { PaymentRow } from './payments.repo';

const m = messages.adminPayments;

/** Where the notice leads: the console, on its Payments tab. */
export const PAYMENTS_TAB_LINK = '/admin#payments';

/**
 * A refund refused or failed at the provider, in the transaction that records it: every
 * administrator's bell says so, in their language. The client was told the money comes back,
 * so a line in the log is not enough: someone must refund again or get in touch.
 */
export async function tellStaffRefundFailed(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  amountMinor: number,
  payment: Pick<PaymentRow, 'currency' | 'receiptNumber' | 'payerName'>,
): Promise<void> {
  notifyEachInTheirLanguage(ctx, unit, await activeAdmins(unit.db), () => ({
    title: m.refundFailedNotice.title,
    message: m.refundFailedNotice.message(
      formatMoney(amountMinor, payment.currency),
      payment.receiptNumber,
      payment.payerName,
    ),
    link: PAYMENTS_TAB_LINK,
  }));
}
