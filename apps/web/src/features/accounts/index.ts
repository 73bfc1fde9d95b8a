/** Accounts' public face: the sign-up, sign-in, password and admin pages, for the router. */
export { AdminPage } from './AdminPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { DoctorLoginPage } from './DoctorLoginPage';
export { LoginPage } from './LoginPage';
export { SignUpPage } from './SignUpPage';
export { VerifyEmailPage } from './VerifyEmailPage';
