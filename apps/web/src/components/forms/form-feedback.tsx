import { useCallback, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { toast } from '../../lib/toast';
import { ApiRequestError } from '../../lib/api-client';

const VALIDATION_TOAST = 'validation';

/**
 * Spec point 8: validation toasts appear top-centre. One at a time: a new problem replaces the
 * toast on screen instead of piling up (the fields say the rest, inline).
 */
export function toastValidation(message: string): void {
  if (toast.isActive(VALIDATION_TOAST)) {
    toast.update(VALIDATION_TOAST, { render: message });
    return;
  }
  toast.error(message, { position: 'top-center', toastId: VALIDATION_TOAST });
}

/** Takes the validation toast away once the form has gone through. */
export function dismissValidation(): void {
  toast.dismiss(VALIDATION_TOAST);
}

/** The server's own words for a failure, or null when no answer (or no readable one) came. */
export function serverText(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status > 0 && error.code ? error.message : null;
}

/** A failure of the whole form (server or network), kept in place and announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/**
 * The submitting state of a form: `run` ignores repeat submits until the task has settled
 * (a ref, so a double click in one tick is caught too).
 */
export function useSubmitting() {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const isBusy = useCallback(() => busy.current, []);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, isBusy, run };
}
