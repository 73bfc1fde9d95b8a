import { ComingSoonPage } from '../../components/ComingSoonPage';

/*
 * The accounts screens (spec: /signup, /login, /doctorLogin, /changepass, /verifymail) arrive
 * in the accounts issue; until then each route shows the shared coming-soon page under the
 * screen's own name, so links and e2e journeys already land somewhere sensible.
 */

export function SignUpPage() {
  return <ComingSoonPage title="Sign up" />;
}

export function LoginPage() {
  return <ComingSoonPage title="Client login" />;
}

export function DoctorLoginPage() {
  return <ComingSoonPage title="Therapist login" />;
}

export function ChangePasswordPage() {
  return <ComingSoonPage title="Change password" />;
}

export function VerifyEmailPage() {
  return <ComingSoonPage title="Verify Email" />;
}
