import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import {
  CHANGE_PASSWORD_REDIRECT_MS,
  firstNewPasswordProblem,
  newPasswordErrors,
  type NewPasswordField,
  accountsMessages,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { resetPassword } from './accounts-api';
import { homeFor } from './redirect-target';
import { AuthCard } from './AuthCard';
import {
  dismissValidation,
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { FormTextField } from '../../components/forms/FormTextField';
import { PasswordField } from '../../components/forms/PasswordField';
import { useFieldErrors } from '../../components/forms/use-field-errors';

type Values = Record<NewPasswordField, string>;
const ORDER: readonly NewPasswordField[] = ['newPassword', 'confirmPassword'];
const validate = (v: Values) => newPasswordErrors(v.newPassword, v.confirmPassword, 'reset');

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
  const { signIn } = useAuth();
  const form = useFieldErrors<NewPasswordField, Values>(
    { newPassword: '', confirmPassword: '' },
    validate,
  );
  const { values, errors } = form;
  const [formError, setFormError] = useState<{ text: string; linkExpired: boolean } | null>(null);
  const [done, setDone] = useState(false);
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
    const problems = form.checkAll(ORDER);
    if (problems) {
      // Each field says its own; the one toast says the spec's first.
      toastValidation(firstNewPasswordProblem(problems) ?? accountsMessages.allFieldsRequired);
      return;
    }
    dismissValidation();
    const { newPassword, confirmPassword } = values;
    void run(async () => {
      try {
        const answer = await resetPassword({ email, token, newPassword, confirmPassword });
        toast.success(accountsMessages.passwordChanged);
        // A first password (a new therapist's welcome link) comes back signed in: straight to
        // their dashboard, where the setup checklist waits, not to a login page.
        if (answer.token && answer.user) {
          signIn(answer.token, answer.user, { remember: true });
          navigate(homeFor(answer.user.role), { replace: true });
          return;
        }
        setDone(true);
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.status === 400;
        const text = (refused && serverText(error)) || accountsMessages.resetFailed;
        setFormError({ text, linkExpired: text === accountsMessages.resetLinkInvalid });
      }
    });
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
            onChange={form.change('newPassword')}
            onBlur={form.blur('newPassword')}
            error={errors.newPassword ?? null}
            inputRef={form.register('newPassword')}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={form.change('confirmPassword')}
            onBlur={form.blur('confirmPassword')}
            error={errors.confirmPassword ?? null}
            inputRef={form.register('confirmPassword')}
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
