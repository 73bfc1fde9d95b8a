import { useCallback, useEffect, useRef, useState } from 'react';
import { slotsMessages } from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';

export type FeedbackSeverity = 'success' | 'error' | 'warning';

export interface Feedback {
  /** A new id for every message, so a repeated message still shows (and restarts its timer). */
  id: number;
  severity: FeedbackSeverity;
  message: string;
}

export type Notify = (severity: FeedbackSeverity, message: string) => void;

/** The dashboard's one snackbar: the latest message, and whether it is showing. */
export function useDashboardFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [open, setOpen] = useState(false);
  const lastId = useRef(0);

  const notify = useCallback<Notify>((severity, message) => {
    lastId.current += 1;
    setFeedback({ id: lastId.current, severity, message });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { feedback, open, notify, close };
}

/** A read of the slots that can fail: one query, or several read together. */
interface SlotsRead {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/** Every failed read of the slots (the first, or one after a change) is told once. */
export function useReadFailureNotice(
  { isError, error, errorUpdatedAt }: SlotsRead,
  notify: Notify,
) {
  useEffect(() => {
    if (isError && !isSessionExpiredError(error)) notify('error', slotsMessages.fetchFailed);
  }, [isError, errorUpdatedAt, error, notify]);
}
