import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import {
  loginRequestSchema,
  type SessionUser,
  accountsMessages,
  authMessages,
  loginSessionMessages,
} from '@solace/shared';
import { UnexpectedResponseError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { logIn, type Portal } from './accounts-api';
import { AuthCard } from './AuthCard';
import {
  dismissValidation,
  FormError,
  toastValidation,
} from '../../components/forms/form-feedback';
import { BoundPasswordField, BoundTextField } from '../../components/forms/BoundFields';
import { useZodForm } from '../../components/forms/use-zod-form';

/** The form's part of the shared login schema (the time zone is the browser's, added on send). */
const loginFormSchema = loginRequestSchema.pick({ email: true, password: true });

interface Props {
  portal: Portal;
  title: string;
  intro: string;
  /** The therapist login's "Remember me": unticked keeps the session to this tab. */
  withRemember?: boolean;
  /** Where to go once signed in, including when the visitor already is. */
  destination: (user: SessionUser) => string;
  /** The words for a failed login (the two portals word it differently). */
  failureText: (error: unknown) => string;
  footer: ReactNode;
}

/** Both login forms of the spec: validation, submitting state, sign in, then onwards. */
export function LoginForm({ portal, title, intro, withRemember, destination, ...rest }: Props) {
  const { status, user, signIn } = useAuth();
  const form = useZodForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    order: ['email', 'password'],
  });
  const { submitting } = form;
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  if (status === 'authenticated' && user) return <Navigate to={destination(user)} replace />;

  // Each field says its own; the one toast says the spec's first ("required" before shape).
  const toastFirst = (problems: Partial<Record<string, string>>) => {
    const found = Object.values(problems);
    toastValidation(
      found.find((message) => message === accountsMessages.allFieldsRequired) ??
        found[0] ??
        accountsMessages.allFieldsRequired,
    );
  };

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(async (credentials) => {
      dismissValidation();
      try {
        const session = await logIn(portal, credentials);
        // Signed in: the next render sends the user on (see the Navigate above).
        signIn(session.token, session.user, { remember: withRemember ? remember : true });
      } catch (error) {
        // Spec point 8: a success without a token and a user says so, in its own words, whether
        // the answer broke the contract or signIn found the token empty.
        const incomplete =
          error instanceof UnexpectedResponseError ||
          (error instanceof Error && error.message === loginSessionMessages.missingTokenOrUser);
        setFormError(
          incomplete ? loginSessionMessages.missingTokenOrUser : rest.failureText(error),
        );
      }
    }, toastFirst)(event);
  };

  return (
    <AuthCard title={title} intro={intro} footer={rest.footer}>
      <FormError message={formError} />
      <Box
        component="form"
        noValidate
        aria-label={title}
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
        <Box>
          <BoundPasswordField
            form={form}
            name="password"
            label={accountsMessages.passwordLabel}
            autoComplete="current-password"
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to="/verifymail" variant="body2">
              {accountsMessages.forgotPassword}
            </Link>
          </Box>
        </Box>
        {withRemember && (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  name="remember"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                />
              }
              label={accountsMessages.rememberMe}
            />
            <Typography variant="body2" color="text.secondary">
              {accountsMessages.rememberMeHint}
            </Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? authMessages.signingIn : accountsMessages.signIn}
        </Button>
      </Box>
    </AuthCard>
  );
}
