import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  formatClockTime,
  formatLongDay,
  authMessages,
  bookingMessages,
  accountsMessages,
} from '@solace/shared';
import { ApiRequestError } from '../../lib/api-client';
import { serverText } from '../../components/forms/form-feedback';
import { LoginForm } from './LoginForm';
import { homeFor, referrerOf } from './redirect-target';

/** Spec point 8: a wrong e-mail or password always reads the same; a block says why. */
function clientLoginFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) {
    return authMessages.invalidCredentials;
  }
  return serverText(error) ?? authMessages.unexpected;
}

/** A visitor who picked a time first: 'Log in to book {day, time} with {therapist}'. */
function pickedSlotIntro(state: unknown): string | null {
  const pick = (state as { pick?: { start?: unknown; doctorName?: unknown } } | null)?.pick;
  if (typeof pick?.start !== 'string' || typeof pick.doctorName !== 'string') return null;
  const start = new Date(pick.start);
  if (Number.isNaN(start.getTime())) return null;
  const when = `${formatLongDay(start)}, ${formatClockTime(start)}`;
  return bookingMessages.logInToBook(when, pick.doctorName);
}

/** /login: clients sign in and go back where they came from, else /home. */
export function LoginPage() {
  const location = useLocation();
  const from = referrerOf(location);
  return (
    <LoginForm
      portal="client"
      title={accountsMessages.clientLogin}
      intro={pickedSlotIntro(location.state) ?? accountsMessages.welcomeBack}
      destination={(user) => from ?? homeFor(user.role)}
      failureText={clientLoginFailure}
      footer={
        <>
          <Typography>
            {accountsMessages.newToSolace}{' '}
            {/* Passes the referrer on, so signing up and then in still returns there. */}
            <Link component={RouterLink} to="/signup" state={location.state}>
              {accountsMessages.signUp}
            </Link>
          </Typography>
          <Typography>
            <Link component={RouterLink} to="/doctorLogin">
              {accountsMessages.therapistLoginHere}
            </Link>
          </Typography>
        </>
      }
    />
  );
}
