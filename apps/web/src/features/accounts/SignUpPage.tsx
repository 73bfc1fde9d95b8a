import { Fragment, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import {
  MAX_AGE,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  needsGuardianConsent,
  signupErrors,
  type SignupErrors,
  type SignupField,
  type SignupFormValues,
  accountsMessages,
  authMessages,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { signUp } from './accounts-api';
import { AuthCard } from './AuthCard';
import { CheckEmailPanel } from './CheckEmailPanel';
import { referrerOf } from './redirect-target';
import { rememberSignup } from './signup-memory';
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

type TextField = Exclude<SignupField, 'guardianConsent'>;

interface FieldSpec {
  name: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  htmlInput?: Record<string, unknown>;
}

/** The spec's fields with its labels; the e-mail first, as people expect of a sign-up. */
const FIELDS: FieldSpec[] = [
  {
    name: 'Email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    htmlInput: { inputMode: 'email' },
  },
  { name: 'Name', label: 'Full Name', autoComplete: 'name' },
  {
    name: 'Password',
    label: 'Password',
    autoComplete: 'new-password',
    hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
  {
    name: 'Age',
    label: 'Age',
    type: 'number',
    htmlInput: { inputMode: 'numeric', min: MIN_AGE, max: MAX_AGE, step: 1 },
  },
  {
    name: 'PhoneNumber',
    label: 'Phone Number (with country code)',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'For example +91 98765 43210',
  },
];
/** Where focus goes first when several fields are wrong: the order on screen. */
const SCREEN_ORDER: SignupField[] = [
  'Email',
  'Name',
  'Password',
  'confirmPassword',
  'Age',
  'guardianConsent',
  'PhoneNumber',
];

type Values = Record<TextField, string> & { guardianConsent: boolean };
const EMPTY: Values = {
  Name: '',
  Password: '',
  confirmPassword: '',
  Age: '',
  Email: '',
  PhoneNumber: '',
  guardianConsent: false,
};

/** The form's rules: the shared ones, with the consent box only while it is shown. */
function validate(values: Values): SignupErrors {
  return signupErrors(values satisfies SignupFormValues);
}

/** The fields a server refusal names (a 400 names every wrong field). */
function fieldsOf(error: unknown): SignupErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const named = Object.entries(error.fields ?? {}).filter(([key]) =>
    SCREEN_ORDER.includes(key as SignupField),
  );
  return Object.fromEntries(named) as SignupErrors;
}

/**
 * /signup: asks for the account, then says "check your e-mail" whatever the address (the answer
 * never tells whether it had an account). The e-mailed link signs the new client in and brings
 * them back where they were going (see ConfirmEmailPage).
 */
export function SignUpPage() {
  const location = useLocation();
  const [sent, setSent] = useState<{ email: string; resend: () => Promise<unknown> } | null>(null);
  const form = useFieldErrors<SignupField, Values>(EMPTY, validate);
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const { submitting, isBusy, run } = useSubmitting();
  const underAge = needsGuardianConsent(values.Age);
  const consentHelpId = 'signup-guardian-consent-help';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const problems = form.checkAll(SCREEN_ORDER);
    if (problems) {
      // One toast, the spec's first problem; every field says its own below.
      const first = Object.values(problems)[0];
      if (first) toastValidation(first);
      return;
    }
    dismissValidation();
    void run(async () => {
      try {
        const { guardianConsent, ...fields } = values;
        const request = {
          ...fields,
          Age: Number(values.Age.trim()),
          ...(underAge && { guardianConsent }),
        };
        // Where to go once the link is followed (a booking keeps the time picked before).
        const { browserKey } = rememberSignup(referrerOf(location), location.state);
        await signUp(request, browserKey);
        toast.success(accountsMessages.registrationSuccess);
        setSent({ email: request.Email.trim(), resend: () => signUp(request, browserKey) });
      } catch (error) {
        setFormError(serverText(error) ?? authMessages.unexpected);
        form.setErrors(fieldsOf(error));
      }
    });
  };

  const guardianConsent = (
    <Box sx={{ mt: -1 }}>
      <Typography id={consentHelpId} variant="body2" sx={{ mb: 0.5 }}>
        {accountsMessages.guardianConsentNote}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name="guardianConsent"
            checked={values.guardianConsent}
            onChange={(event) => form.change('guardianConsent')(event.target.checked)}
            slotProps={{
              input: {
                ref: form.register('guardianConsent'),
                required: true,
                'aria-invalid': Boolean(errors.guardianConsent),
                'aria-describedby': errors.guardianConsent
                  ? `${consentHelpId} ${consentHelpId}-error`
                  : consentHelpId,
              } as Record<string, unknown>,
            }}
          />
        }
        label={accountsMessages.guardianConsentLabel}
      />
      {errors.guardianConsent && (
        <FormHelperText id={`${consentHelpId}-error`} error>
          {errors.guardianConsent}
        </FormHelperText>
      )}
    </Box>
  );

  return (
    <AuthCard
      title="Sign Up"
      intro="Create your free Solace account to book sessions with a therapist."
      footer={
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" state={location.state}>
            Log in
          </Link>
        </Typography>
      }
    >
      {sent ? (
        <CheckEmailPanel email={sent.email} resend={sent.resend} />
      ) : (
        <>
          <FormError message={formError} />
          <Box
            component="form"
            noValidate
            aria-label="Sign Up"
            aria-busy={submitting}
            onSubmit={onSubmit}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            {FIELDS.map((spec) => {
              const Field = spec.autoComplete === 'new-password' ? PasswordField : FormTextField;
              return (
                <Fragment key={spec.name}>
                  <Field
                    {...spec}
                    value={values[spec.name]}
                    onChange={form.change(spec.name)}
                    onBlur={form.blur(spec.name)}
                    error={errors[spec.name] ?? null}
                    inputRef={form.register(spec.name)}
                  />
                  {/* Right after Age, whose answer brings it; the note says why it is asked. */}
                  {spec.name === 'Age' && underAge && guardianConsent}
                </Fragment>
              );
            })}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
              {submitting ? 'Signing Up...' : 'Sign Up'}
            </Button>
          </Box>
        </>
      )}
    </AuthCard>
  );
}
