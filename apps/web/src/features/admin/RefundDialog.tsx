import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentsMessages, formatMoney, type AdminPayment } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { toast } from '../../lib/toast';
import { paymentsKeys, refundPayment } from './admin-payments-api';

const m = adminPaymentsMessages;

/** What is left to refund of a payment, in its currency's words. */
export const leftToRefund = (payment: AdminPayment) =>
  formatMoney(payment.amountMinor - payment.refundedMinor, payment.currency);

/**
 * Asks before refunding: the amount, who gets it, that they are e-mailed, that it cannot be
 * undone. The answer is said in a toast: the refund asked for, or why not (nothing left).
 */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const amount = leftToRefund(payment);
  const refund = useMutation({
    mutationFn: () => refundPayment(payment.id),
    onSuccess: async () => {
      toast.success(m.refunded(amount));
      onClose();
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    },
    onError: async (error) => {
      toast.error(serverText(error) ?? m.refundFailed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    },
  });
  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      aria-labelledby="refund-title"
      aria-describedby="refund-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="refund-title">{m.confirmTitle}</DialogTitle>
      <DialogContent>
        <Typography id="refund-body">{m.confirmBody(amount, payment.payerName)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending}>
          {m.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => refund.mutate()}
          disabled={refund.isPending}
        >
          {m.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
