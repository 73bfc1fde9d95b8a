/** Accounts' public face: the sign-up, sign-in and password pages, for the router. */
export { ChangePasswordPage } from './ChangePasswordPage';
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { TherapistLoginPage } from './TherapistLoginPage';
export { LoginPage } from './LoginPage';
export { SignUpPage } from './SignUpPage';
export { VerifyEmailPage } from './VerifyEmailPage';
