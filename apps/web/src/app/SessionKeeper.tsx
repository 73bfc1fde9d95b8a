import { useNavigate } from 'react-router';
import { StaySignedInDialog } from '../components/StaySignedInDialog';
import { loginPathFor } from '../lib/auth/login-path';
import { useAuth } from '../lib/auth/use-auth';
import { useIdleWatch } from '../lib/auth/use-idle-watch';

/**
 * The signed-in person's idle watch and its "Stay signed in" prompt (lib/auth/use-idle-watch.ts).
 * Loaded once someone signs in, like the bell: visitors never fetch it.
 */
export default function SessionKeeper() {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const { promptUntil, stay } = useIdleWatch(status === 'authenticated');
  const signOut = () => {
    const loginPath = loginPathFor(user?.role);
    void logout().then(() => navigate(loginPath));
  };
  return <StaySignedInDialog until={promptUntil} onStay={stay} onSignOut={signOut} />;
}
