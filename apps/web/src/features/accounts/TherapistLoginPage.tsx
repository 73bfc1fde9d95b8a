import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { authMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { LoginForm } from './LoginForm';
import { homeFor } from './redirect-target';

/** /doctorLogin: therapists land on /dochome, administrators on /admin. */
export function TherapistLoginPage() {
  return (
    <LoginForm
      portal="staff"
      title="Therapist login"
      intro="For Solace therapists and administrators."
      withRemember
      destination={(user) => homeFor(user.role)}
      failureText={(error) => serverText(error) ?? authMessages.unexpected}
      footer={
        <Typography>
          Looking for help?{' '}
          <Link component={RouterLink} to="/login">
            Client login
          </Link>
        </Typography>
      }
    />
  );
}
