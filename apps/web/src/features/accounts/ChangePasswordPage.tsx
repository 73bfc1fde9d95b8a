import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import {
  CHANGE_PASSWORD_REDIRECT_MS,
  firstNewPasswordProblem,
  resetPasswordFormSchema,
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
} from '../../components/forms/form-feedback';
import { NODE_MARK, WithNode } from '../../components/WithNode';
import { FormTextField } from '../../components/forms/FormTextField';
import { BoundPasswordField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';

const requestNewLink = (
  <Link component={RouterLink} to="/verifymail">
    {accountsMessages.requestNewLink}
  </Link>
);

/** /changepass?email=...&token=...: the page an e-mailed password link opens. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const form = useZodForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    order: ['newPassword', 'confirmPassword'],
  });
  const { submitting } = form;
  const [formError, setFormError] = useState<{ text: string; linkExpired: boolean } | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login'), CHANGE_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    setFormError(null);
    void form.submit(
      async ({ newPassword, confirmPassword }) => {
        dismissValidation();
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
      },
      // Each field says its own; the one toast says the spec's first.
      (problems) =>
        toastValidation(firstNewPasswordProblem(problems) ?? accountsMessages.allFieldsRequired),
    )(event);
  };

  let content;
  if (!email || !token) {
    content = (
      <Alert severity="warning" role="none">
        <WithNode text={accountsMessages.linkIncomplete(NODE_MARK)} node={requestNewLink} />
      </Alert>
    );
  } else if (done) {
    content = (
      <Alert severity="success" role="status">
        {accountsMessages.passwordChangedRedirect}
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
          aria-label={accountsMessages.changePassword}
          aria-busy={submitting}
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <FormTextField
            name="email"
            label={accountsMessages.emailLabel}
            value={email}
            onChange={() => {}}
            readOnly
          />
          <BoundPasswordField
            form={form}
            name="newPassword"
            label={accountsMessages.newPassword}
            autoComplete="new-password"
          />
          <BoundPasswordField
            form={form}
            name="confirmPassword"
            label={accountsMessages.confirmPassword}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {submitting ? accountsMessages.changingPassword : accountsMessages.changePassword}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <AuthCard
      title={accountsMessages.changePassword}
      intro={accountsMessages.changePasswordIntro}
      footer={
        <Link component={RouterLink} to="/login">
          {accountsMessages.backToLogin}
        </Link>
      }
    >
      {content}
    </AuthCard>
  );
}
