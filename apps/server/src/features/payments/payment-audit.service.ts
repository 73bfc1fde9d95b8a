import type { AuditFact } from '../activity/audit.service';
import type { PaymentRow } from './payments.repo';

/** How an audit line names a payment: by its payer and what it paid for. */
export function paymentAuditTarget(
  payment: Pick<PaymentRow, 'id' | 'payerName' | 'description'>,
): Pick<AuditFact, 'targetType' | 'targetId' | 'targetLabel'> {
  return {
    targetType: 'payment',
    targetId: payment.id,
    targetLabel: `${payment.payerName}: ${payment.description}`,
  };
}
