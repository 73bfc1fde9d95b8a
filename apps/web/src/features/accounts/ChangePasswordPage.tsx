import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { CHANGE_PASSWORD_REDIRECT_MS, messages, newPasswordError } from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { resetPassword } from './accounts-api';
import { AuthCard } from './AuthCard';
import {
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { FormTextField } from '../../components/forms/FormTextField';
import { PasswordField } from '../../components/forms/PasswordField';

type Field = 'newPassword' | 'confirmPassword';

const requestNewLink = (
  <Link component={RouterLink} to="/verifymail">
    Request a new link
  </Link>
);

/** /changepass?email=...&token=...: the page an e-mailed password link opens. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [formError, setFormError] = useState<{ text: string; linkExpired: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const { submitting, isBusy, run } = useSubmitting();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login'), CHANGE_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy() || done) return;
    setFormError(null);
    const { newPassword, confirmPassword } = values;
    const problem =
      !newPassword || !confirmPassword
        ? messages.accounts.allFieldsRequired
        : newPasswordError(newPassword, confirmPassword, 'reset');
    if (problem) {
      // A mismatch (or a missing confirmation) is the confirmation's problem.
      const onConfirm =
        problem === messages.accounts.passwordsDoNotMatch || (newPassword && !confirmPassword);
      const field: Field = onConfirm ? 'confirmPassword' : 'newPassword';
      setFieldError({ field, message: problem });
      toastValidation(problem);
      (onConfirm ? confirmPasswordRef : newPasswordRef).current?.focus();
      return;
    }
    setFieldError(null);
    void run(async () => {
      try {
        await resetPassword({ email, token, newPassword, confirmPassword });
        toast.success(messages.accounts.passwordChanged);
        setDone(true);
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.status === 400;
        const text = (refused && serverText(error)) || messages.accounts.resetFailed;
        setFormError({ text, linkExpired: text === messages.accounts.resetLinkInvalid });
      }
    });
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError(null);
  };

  let content;
  if (!email || !token) {
    content = (
      <Alert severity="warning" role="none">
        This password change link is incomplete. Please open the full link from your email, or{' '}
        {requestNewLink}.
      </Alert>
    );
  } else if (done) {
    content = (
      <Alert severity="success" role="status">
        Your password has been changed. Taking you to the login page…
      </Alert>
    );
  } else {
    content = (
      <>
        <FormError message={formError?.text ?? null} />
        {formError?.linkExpired && <Typography sx={{ mb: 2 }}>{requestNewLink}</Typography>}
        <Box
          component="form"
          noValidate
          aria-label="Change password"
          aria-busy={submitting}
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <FormTextField name="email" label="Email" value={email} onChange={() => {}} readOnly />
          <PasswordField
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={change('newPassword')}
            error={fieldError?.field === 'newPassword' ? fieldError.message : null}
            inputRef={newPasswordRef}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={fieldError?.field === 'confirmPassword' ? fieldError.message : null}
            inputRef={confirmPasswordRef}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {submitting ? 'Changing...' : 'Change password'}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <AuthCard
      title="Change password"
      intro="Choose a new password for your Solace account."
      footer={
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      }
    >
      {content}
    </AuthCard>
  );
}
