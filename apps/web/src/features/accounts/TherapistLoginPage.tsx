import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { authMessages, accountsMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { LoginForm } from './LoginForm';
import { homeFor } from './redirect-target';

/** /doctorLogin: therapists land on /dochome, administrators on /admin. */
export function TherapistLoginPage() {
  return (
    <LoginForm
      portal="staff"
      title={accountsMessages.therapistLogin}
      intro={accountsMessages.therapistLoginIntro}
      withRemember
      destination={(user) => homeFor(user.role)}
      failureText={(error) => serverText(error) ?? authMessages.unexpected}
      footer={
        <Typography>
          {accountsMessages.lookingForHelp}{' '}
          <Link component={RouterLink} to="/login">
            {accountsMessages.clientLogin}
          </Link>
        </Typography>
      }
    />
  );
}
