import { authMessages } from '@solace/shared';
import { useNow } from '../lib/use-now';
import { SafeChoiceDialog } from './SafeChoiceDialog';

interface Props {
  /** When the session ends (ms since the epoch); the dialog is open while one is set. */
  until: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/** Asks, a minute before an idle sign-out, whether the person is still there. */
export function StaySignedInDialog({ until, onStay, onSignOut }: Props) {
  const now = useNow({ intervalMs: 1_000, active: until !== null });
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  return (
    <SafeChoiceDialog
      open={until !== null}
      title={authMessages.idleTitle}
      text={authMessages.idleWarning(seconds)}
      safe={{ label: authMessages.staySignedIn, onClick: onStay }}
      other={{ label: authMessages.signOutNow, onClick: onSignOut }}
      emphasis="safe"
    />
  );
}
