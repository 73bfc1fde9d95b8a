import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import {
  loginRequestSchema,
  type SessionUser,
  accountsMessages,
  authMessages,
} from '@solace/shared';
import { UnexpectedResponseError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { logIn, type Portal } from './accounts-api';
import { AuthCard } from './AuthCard';
import {
  dismissValidation,
  FormError,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { FormTextField } from '../../components/forms/FormTextField';
import { PasswordField } from '../../components/forms/PasswordField';
import { schemaErrors } from '../../components/forms/schema-errors';
import { useFieldErrors } from '../../components/forms/use-field-errors';

type Field = 'email' | 'password';
type Values = Record<Field, string>;

/** Each field's first problem, by the shared login schema. */
const loginErrors = (values: Values) =>
  schemaErrors<Field>(loginRequestSchema, values, (path) =>
    path === 'password' ? 'password' : 'email',
  );

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
  const form = useFieldErrors<Field, Values>({ email: '', password: '' }, loginErrors);
  const { values, errors } = form;
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();

  if (status === 'authenticated' && user) return <Navigate to={destination(user)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const problems = form.checkAll(['email', 'password']);
    const parsed = loginRequestSchema.safeParse(values);
    if (problems || !parsed.success) {
      // Each field says its own; the one toast says the spec's first ("required" before shape).
      const found = Object.values(problems ?? {});
      toastValidation(
        found.find((message) => message === accountsMessages.allFieldsRequired) ??
          found[0] ??
          accountsMessages.allFieldsRequired,
      );
      return;
    }
    dismissValidation();
    void run(async () => {
      try {
        const session = await logIn(portal, parsed.data);
        // Signed in: the next render sends the user on (see the Navigate above).
        signIn(session.token, session.user, { remember: withRemember ? remember : true });
      } catch (error) {
        // Spec point 8: a success without a token and a user says so, in its own words, whether
        // the answer broke the contract or signIn found the token empty.
        const incomplete =
          error instanceof UnexpectedResponseError ||
          (error instanceof Error && error.message === authMessages.missingTokenOrUser);
        setFormError(incomplete ? authMessages.missingTokenOrUser : rest.failureText(error));
      }
    });
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
        <FormTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={form.change('email')}
          onBlur={form.blur('email')}
          error={errors.email ?? null}
          inputRef={form.register('email')}
          htmlInput={{ inputMode: 'email' }}
        />
        <Box>
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={form.change('password')}
            onBlur={form.blur('password')}
            error={errors.password ?? null}
            inputRef={form.register('password')}
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to="/verifymail" variant="body2">
              Forgot password?
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
              label="Remember me"
            />
            <Typography variant="body2" color="text.secondary">
              Leave it unticked on a shared computer: you will be signed out when this tab closes.
            </Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? authMessages.signingIn : 'Sign In'}
        </Button>
      </Box>
    </AuthCard>
  );
}
