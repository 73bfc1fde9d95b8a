import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Typography,
  useMediaQuery,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { paymentsMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { useReceipt } from './payment-history-api';

const m = paymentsMessages.history;

/**
 * On paper only the receipt: the page behind the dialog, the backdrop and the buttons are left
 * out, and the dialog prints as a plain page.
 */
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.receipt-dialog)': { display: 'none !important' },
        '.receipt-dialog .MuiBackdrop-root, .receipt-dialog .MuiDialogActions-root': {
          display: 'none !important',
        },
        '.receipt-dialog, .receipt-dialog .MuiDialog-container, .receipt-dialog .MuiDialog-paper': {
          position: 'static !important',
          boxShadow: 'none !important',
          margin: '0 !important',
          maxWidth: 'none !important',
          maxHeight: 'none !important',
          overflow: 'visible !important',
        },
      },
    }}
  />
);

interface Props {
  /** The payment whose receipt is open; null: closed. */
  paymentId: string | null;
  onClose: () => void;
}

/** A paid payment's receipt, to read and print: the whole screen on a phone. */
export function PaymentHistoryReceiptDialog({ paymentId, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const receipt = useReceipt(paymentId);
  const { data, isError, isFetching, refetch } = receipt;

  let content;
  if (data) {
    content = (
      <>
        <Box sx={{ mb: 2 }}>
          {data.issuer.map((line, index) => (
            <Typography key={index} sx={index === 0 ? { fontWeight: 600 } : undefined}>
              {line}
            </Typography>
          ))}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 1 },
            m: 0,
          }}
        >
          {data.lines.map((line) => (
            <Box key={line.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {line.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {line.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </>
    );
  } else if (isError && !isFetching) {
    content = <ErrorNotice text={m.receiptFailed} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingLine text={m.receiptLoading} />;
  }

  return (
    <Dialog
      open={paymentId !== null}
      onClose={onClose}
      fullScreen={phone}
      className="receipt-dialog"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: 560, width: '100%' } } }}
    >
      {paymentId !== null && printOnlyTheReceipt}
      <DialogTitle id={titleId}>
        {data ? `${data.title} ${data.receiptNumber}` : paymentsMessages.receipt.title}
      </DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.close}</Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!data}
          onClick={() => window.print()}
        >
          {m.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
