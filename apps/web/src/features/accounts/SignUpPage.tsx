import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import {
  firstSignupError,
  MAX_AGE,
  messages,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  type FieldError,
  type SignupField,
  type SignupFormValues,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { signUp } from './accounts-api';
import { AuthCard } from './AuthCard';
import {
  FormError,
  serverText,
  toastValidation,
  useSubmitting,
} from '../../components/forms/form-feedback';
import { FormTextField } from '../../components/forms/FormTextField';
import { PasswordField } from '../../components/forms/PasswordField';
import { useFormFields } from '../../components/forms/use-form-fields';

interface FieldSpec {
  name: SignupField;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  htmlInput?: Record<string, unknown>;
}

/** The spec's fields in the spec's order, with its labels. */
const FIELDS: FieldSpec[] = [
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
  { name: 'Email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'PhoneNumber',
    label: 'Phone Number (with country code)',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'For example +919876543210',
  },
];

type Values = Record<SignupField, string>;
const EMPTY: Values = {
  Name: '',
  Password: '',
  confirmPassword: '',
  Age: '',
  Email: '',
  PhoneNumber: '',
};

function isSignupField(key: string): key is SignupField {
  return FIELDS.some((field) => field.name === key);
}

/** The field a server refusal is about, when it says so. */
function fieldOf(error: unknown): FieldError<SignupField> | null {
  if (!(error instanceof ApiRequestError)) return null;
  const [key, message] = Object.entries(error.fields ?? {})[0] ?? [];
  return key && message && isSignupField(key) ? { field: key, message } : null;
}

/** /signup: create a client account, then log in. */
export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { values, fieldError, setFieldError, change } = useFormFields<SignupField>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const { submitting, isBusy, run } = useSubmitting();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy()) return;
    setFormError(null);
    const problem = firstSignupError(values satisfies SignupFormValues);
    setFieldError(problem);
    if (problem) {
      toastValidation(problem.message);
      inputs.current[problem.field]?.focus();
      return;
    }
    void run(async () => {
      try {
        await signUp({ ...values, Age: Number(values.Age.trim()) });
        toast.success(messages.accounts.registrationSuccess);
        // Keeps a login referrer (e.g. a booking) for the login that follows.
        navigate('/login', { state: location.state });
      } catch (error) {
        setFormError(serverText(error) ?? messages.auth.unexpected);
        setFieldError(fieldOf(error));
      }
    });
  };

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
            <Field
              key={spec.name}
              {...spec}
              value={values[spec.name]}
              onChange={change(spec.name)}
              error={fieldError?.field === spec.name ? fieldError.message : null}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[spec.name] = element;
              }}
            />
          );
        })}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </Box>
    </AuthCard>
  );
}
