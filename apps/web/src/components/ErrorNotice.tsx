import { Alert, Button } from '@mui/material';
import { appScreensMessages } from '@solace/shared';

interface Props {
  /** The exact text users (and tests) see, e.g. "Error: Not found". */
  text: string;
  onRetry: () => void;
}

/**
 * A failed load with a Retry button. Only the text is the live alert: MUI's Alert would announce
 * the button label too, and two nested alerts would be read twice.
 */
export function ErrorNotice({ text, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      role="none"
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          {appScreensMessages.retry}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <span role="alert">{text}</span>
    </Alert>
  );
}
