import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../lib/toast';
import { verifyEmailRequestSchema, accountsMessages } from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { requestPasswordLink } from './accounts-api';
import { AuthCard } from './AuthCard';
import {
  dismissValidation,
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { FormTextField } from '../../components/forms/FormTextField';
import { schemaErrors } from '../../components/forms/schema-errors';
import { useFieldErrors } from '../../components/forms/use-field-errors';

type Values = { email: string };
const validate = (values: Values) => schemaErrors<'email'>(verifyEmailRequestSchema, values);

/** Spec: a refusal the server explains (bad e-mail, too many requests) is shown in its words. */
function failureText(error: unknown): string {
  const explained = error instanceof ApiRequestError && [400, 429].includes(error.status);
  return (explained && serverText(error)) || accountsMessages.resetLinkFailed;
}

/** /verifymail: "forgot password", sends a link to change it. */
export function VerifyEmailPage() {
  const form = useFieldErrors<'email', Values>({ email: '' }, validate);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const problems = form.checkAll(['email']);
    const parsed = verifyEmailRequestSchema.safeParse(form.values);
    if (problems || !parsed.success) {
      toastValidation(problems?.email ?? accountsMessages.allFieldsRequired);
      return;
    }
    dismissValidation();
    void run(async () => {
      try {
        await requestPasswordLink(parsed.data);
        toast.success(accountsMessages.resetLinkSent);
        setSentTo(parsed.data.email);
      } catch (error) {
        setSentTo(null);
        setFormError(failureText(error));
      }
    });
  };

  return (
    <AuthCard
      title="Verify Email"
      intro="Enter the email address of your account and we will send you a link to change your password."
      footer={
        <Typography>
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Back to login
          </Link>
        </Typography>
      }
    >
      <FormError message={formError} />
      <Box role="status" aria-live="polite">
        {sentTo && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            If an account exists for {sentTo}, a link is on its way. It is valid for 30 minutes.
          </Alert>
        )}
      </Box>
      <Box
        component="form"
        noValidate
        aria-label="Verify Email"
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.change('email')}
          onBlur={form.blur('email')}
          error={form.errors.email ?? null}
          inputRef={form.register('email')}
          htmlInput={{ inputMode: 'email' }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Sending...' : 'Send link'}
        </Button>
      </Box>
    </AuthCard>
  );
}
