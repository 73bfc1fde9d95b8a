import { Fragment, useState, type FormEvent } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import {
  MAX_AGE,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  needsGuardianConsent,
  signupFormSchema,
  type SignupField,
  type SignupFormValues,
  accountsMessages,
  authMessages,
} from '@solace/shared';
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
} from '../../components/forms/form-feedback';
import {
  BoundCheckbox,
  BoundPasswordField,
  BoundTextField,
} from '../../components/forms/BoundFields';
import { useZodForm, type ZodForm } from '../../components/forms/use-zod-form';

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
    label: accountsMessages.emailLabel,
    type: 'email',
    autoComplete: 'email',
    htmlInput: { inputMode: 'email' },
  },
  { name: 'Name', label: accountsMessages.fullName, autoComplete: 'name' },
  {
    name: 'Password',
    label: accountsMessages.passwordLabel,
    autoComplete: 'new-password',
    hint: accountsMessages.atLeastChars(MIN_PASSWORD_LENGTH),
  },
  {
    name: 'confirmPassword',
    label: accountsMessages.confirmPassword,
    autoComplete: 'new-password',
  },
  {
    name: 'Age',
    label: accountsMessages.age,
    type: 'number',
    htmlInput: { inputMode: 'numeric', min: MIN_AGE, max: MAX_AGE, step: 1 },
  },
  {
    name: 'PhoneNumber',
    label: accountsMessages.phoneWithCode,
    type: 'tel',
    autoComplete: 'tel',
    hint: accountsMessages.phoneExample,
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

/**
 * /signup: asks for the account, then says "check your e-mail" whatever the address (the answer
 * never tells whether it had an account). The e-mailed link signs the new client in and brings
 * them back where they were going (see ConfirmEmailPage).
 */
export function SignUpPage() {
  const location = useLocation();
  const [sent, setSent] = useState<{ email: string; resend: () => Promise<unknown> } | null>(null);
  // The consent box counts only while it is shown (under 18), as the shared rules say.
  const form = useZodForm<Values, SignupFormValues>({
    schema: signupFormSchema,
    defaultValues: EMPTY satisfies SignupFormValues,
    order: SCREEN_ORDER,
  });
  const submitting = form.submitting;
  const underAge = needsGuardianConsent(form.watch('Age'));
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void form.submit(
      async (values) => {
        dismissValidation();
        const { guardianConsent, ...fields } = values;
        const request = {
          ...fields,
          Age: Number(String(fields.Age).trim()),
          ...(underAge && { guardianConsent }),
        };
        try {
          // Where to go once the link is followed (a booking keeps the time picked before).
          const { browserKey } = rememberSignup(referrerOf(location), location.state);
          await signUp(request, browserKey);
          toast.success(accountsMessages.registrationSuccess);
          setSent({ email: request.Email.trim(), resend: () => signUp(request, browserKey) });
        } catch (error) {
          setFormError(serverText(error) ?? authMessages.unexpected);
          form.showServerErrors(error);
        }
      },
      // One toast, the spec's first problem; every field says its own below.
      (problems) => {
        const first = Object.values(problems)[0];
        if (first) toastValidation(first);
      },
    )(event);
  };

  return (
    <AuthCard
      title={accountsMessages.signUp}
      intro={accountsMessages.signUpIntro}
      footer={
        <Typography>
          {accountsMessages.alreadyHaveAccount}{' '}
          <Link component={RouterLink} to="/login" state={location.state}>
            {accountsMessages.logIn}
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
            aria-label={accountsMessages.signUp}
            aria-busy={submitting}
            onSubmit={onSubmit}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            {FIELDS.map((spec) => {
              const Field =
                spec.autoComplete === 'new-password' ? BoundPasswordField : BoundTextField;
              return (
                <Fragment key={spec.name}>
                  <Field {...spec} form={form} />
                  {/* Right after Age, whose answer brings it; the note says why it is asked. */}
                  {spec.name === 'Age' && underAge && <GuardianConsent form={form} />}
                </Fragment>
              );
            })}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
              {submitting ? accountsMessages.signingUp : accountsMessages.signUp}
            </Button>
          </Box>
        </>
      )}
    </AuthCard>
  );
}

const consentHelpId = 'signup-guardian-consent-help';

/** Under 18: the box saying a parent or guardian agrees, with the note that says why. */
function GuardianConsent({ form }: { form: ZodForm<Values, SignupFormValues> }) {
  return (
    <Box sx={{ mt: -1 }}>
      <Typography id={consentHelpId} variant="body2" sx={{ mb: 0.5 }}>
        {accountsMessages.guardianConsentNote}
      </Typography>
      <BoundCheckbox
        form={form}
        name="guardianConsent"
        label={accountsMessages.guardianConsentLabel}
        describedBy={consentHelpId}
        required
      />
    </Box>
  );
}
