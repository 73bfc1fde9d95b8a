import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  accountsMessages,
  authMessages,
  confirmSignupFormSchema,
  type LoginResponse,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { toast } from '../../lib/toast';
import { FormError, serverText } from '../../components/forms/form-feedback';
import { BoundPasswordField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';
import { confirmSignup } from './accounts-api';
import { AuthCard } from './AuthCard';
import { safeReturnPath } from './redirect-target';
import { forgetSignup, readSignupMemory } from './signup-memory';

const a = accountsMessages;
type Step = 'checking' | 'password' | 'invalid';

/**
 * /confirm-email?token=...: the page the sign-up e-mail opens. In the browser that signed up it
 * signs in at once and goes where the visitor was going (a picked time included); in another
 * browser it asks for the password chosen at sign-up first.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [step, setStep] = useState<Step>(token ? 'checking' : 'invalid');
  const form = useZodForm({
    schema: confirmSignupFormSchema,
    defaultValues: { password: '' },
    order: ['password'],
  });
  const [formError, setFormError] = useState<string | null>(null);
  const memory = useRef(readSignupMemory());
  // React's development double effect keeps refs: the one-time link is not spent twice.
  const followed = useRef<string | null>(null);

  const finish = (session: LoginResponse) => {
    const kept = memory.current;
    forgetSignup();
    signIn(session.token, session.user, { remember: true });
    toast.success(a.signupFinished);
    navigate(safeReturnPath(kept?.returnTo) ?? '/home', { replace: true, state: kept?.state });
  };

  const refused = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      setFormError(authMessages.unexpected);
      return;
    }
    if (error.code === 'SIGNUP_PASSWORD_NEEDED') setStep('password');
    // A wrong password is said under the field (the refusal names it).
    else if (form.showServerErrors(error)) return;
    else if (error.status === 400) setStep('invalid');
    else setFormError(serverText(error) ?? authMessages.unexpected);
  };

  useEffect(() => {
    if (!token || followed.current === token) return;
    followed.current = token;
    const browserKey = memory.current?.browserKey;
    confirmSignup({ token, ...(browserKey && { browserKey }) }).then(finish, refused);
    // Once per link: finish and refused only read refs, stable setters and the form's methods.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(({ password }) => confirmSignup({ token, password }).then(finish, refused))(
      event,
    );
  };

  let content;
  if (step === 'invalid') {
    content = (
      <Alert severity="warning" role="alert">
        {a.signupLinkInvalid}{' '}
        <Link component={RouterLink} to="/signup">
          {accountsMessages.signUpLink}
        </Link>
      </Alert>
    );
  } else if (step === 'checking') {
    content = (
      <>
        <FormError message={formError} />
        <Typography role="status">{a.signupLinkChecking}</Typography>
      </>
    );
  } else {
    content = (
      <>
        <FormError message={formError} />
        <Typography sx={{ mb: 2 }}>{a.signupPasswordNeeded}</Typography>
        <Box
          component="form"
          noValidate
          aria-label={a.signupPasswordHeading}
          aria-busy={form.submitting}
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <BoundPasswordField
            form={form}
            name="password"
            label={accountsMessages.passwordLabel}
            autoComplete="current-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={form.submitting}
          >
            {a.signupFinish}
          </Button>
        </Box>
      </>
    );
  }

  return <AuthCard title={a.signupPasswordHeading}>{content}</AuthCard>;
}
