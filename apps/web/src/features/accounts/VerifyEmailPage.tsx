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
} from '../../components/forms/form-feedback';
import { BoundTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';

/** Spec: a refusal the server explains (bad e-mail, too many requests) is shown in its words. */
function failureText(error: unknown): string {
  const explained = error instanceof ApiRequestError && [400, 429].includes(error.status);
  return (explained && serverText(error)) || accountsMessages.resetLinkFailed;
}

/** /verifymail: "forgot password", sends a link to change it. */
export function VerifyEmailPage() {
  const form = useZodForm({
    schema: verifyEmailRequestSchema,
    defaultValues: { email: '' },
    order: ['email'],
  });
  const { submitting } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(
      async (request) => {
        dismissValidation();
        try {
          await requestPasswordLink(request);
          toast.success(accountsMessages.resetLinkSent);
          setSentTo(request.email);
        } catch (error) {
          setSentTo(null);
          setFormError(failureText(error));
        }
      },
      (problems) => toastValidation(problems.email ?? accountsMessages.allFieldsRequired),
    )(event);
  };

  return (
    <AuthCard
      title={accountsMessages.verifyEmail}
      intro={accountsMessages.verifyEmailIntro}
      footer={
        <Typography>
          {accountsMessages.rememberedIt}{' '}
          <Link component={RouterLink} to="/login">
            {accountsMessages.backToLogin}
          </Link>
        </Typography>
      }
    >
      <FormError message={formError} />
      <Box role="status" aria-live="polite">
        {sentTo && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            {accountsMessages.resetLinkOnItsWay(sentTo)}
          </Alert>
        )}
      </Box>
      <Box
        component="form"
        noValidate
        aria-label={accountsMessages.verifyEmail}
        aria-busy={submitting}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <BoundTextField
          form={form}
          name="email"
          label={accountsMessages.emailLabel}
          type="email"
          autoComplete="email"
          htmlInput={{ inputMode: 'email' }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? accountsMessages.resendingEmail : accountsMessages.sendLink}
        </Button>
      </Box>
    </AuthCard>
  );
}
