import { useCallback, useRef, useState } from 'react';

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
