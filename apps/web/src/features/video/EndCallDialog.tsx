import { videoMessages } from '@solace/shared';
import { SafeChoiceDialog } from '../../components/SafeChoiceDialog';

interface Props {
  open: boolean;
  onStay: () => void;
  onEnd: () => void;
}

const m = videoMessages;

/** "End Consultation" asks first: a slip of the finger must not end a session. */
export function EndCallDialog({ open, onStay, onEnd }: Props) {
  return (
    <SafeChoiceDialog
      open={open}
      title={m.confirmEndTitle}
      text={m.confirmEndText}
      safe={{ label: m.keepTalking, onClick: onStay }}
      other={{ label: m.end, onClick: onEnd }}
      emphasis="danger"
    />
  );
}
