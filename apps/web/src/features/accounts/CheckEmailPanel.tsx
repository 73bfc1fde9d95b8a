import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { accountsMessages, authMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';

const a = accountsMessages;

interface Props {
  email: string;
  /** Sends the same sign-up again: the server answers exactly as the first time. */
  resend: () => Promise<unknown>;
}

/**
 * After any accepted sign-up: the same panel whether or not the address had an account (the
 * answer never says), with the address, a note on spam folders and a resend button.
 */
export function CheckEmailPanel({ email, resend }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  // The form is gone: focus moves to what replaced it, so a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), []);

  const onResend = () => {
    if (sending) return;
    setSending(true);
    setNote(null);
    resend()
      .then(() => setNote({ text: a.emailResent, error: false }))
      .catch((error: unknown) =>
        setNote({ text: serverText(error) ?? authMessages.unexpected, error: true }),
      )
      .finally(() => setSending(false));
  };

  return (
    <Box
      role="status"
      aria-labelledby="check-email-heading"
      sx={{ display: 'grid', gap: 2, textAlign: 'left' }}
    >
      <Typography
        id="check-email-heading"
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ outline: 'none' }}
      >
        {a.checkEmailHeading}
      </Typography>
      <Typography>{a.checkEmailSent(email)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {a.checkEmailSpam}
      </Typography>
      <Button variant="outlined" onClick={onResend} disabled={sending} aria-busy={sending}>
        {sending ? a.resendingEmail : a.resendEmail}
      </Button>
      {note && (
        <Alert severity={note.error ? 'error' : 'success'} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}
