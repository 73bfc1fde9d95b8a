import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  type ButtonProps,
} from '@mui/material';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { useNavigate } from 'react-router';
import { callsMessages as m, type Call, type CallEnded } from '@solace/shared';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { useSocket } from '../../lib/use-socket';
import { answerCall, ringBooking } from './calls-api';
import { callRoomPath } from './IncomingCallDialog';

/** How long past the server's time-out the tab waits to hear of it before saying so itself. */
const GRACE_MS = 5000;

type Ringing =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'ringing'; call: Call }
  | { state: 'over'; text: string };

interface Props {
  bookingId: string;
  /** The person rung, as the dialog names them. */
  otherName: string;
  size?: ButtonProps['size'];
  /** What the button's name says to assistive technology, when the visible label is not enough. */
  ariaLabel?: string;
}

/**
 * Start Video Call on a due session: rings the other person (every tab of theirs, on any page).
 * The dialog says "Ringing…" with Cancel until they answer: accepted, both go to the session's
 * room; declined, missed or not online, it says so (they get a missed-call notice).
 */
export function RingCallButton({ bookingId, otherName, size, ariaLabel }: Props) {
  const socket = useSocket();
  const navigate = useNavigate();
  const [ringing, setRinging] = useState<Ringing>({ state: 'idle' });
  const titleId = useId();
  const textId = useId();
  const callId = ringing.state === 'ringing' ? ringing.call.id : null;
  const busy = ringing.state === 'starting' || ringing.state === 'ringing';
  /** Cancel pressed before the server answered the ring: hang up as soon as it does. */
  const cancelledEarly = useRef(false);
  /**
   * Ends heard before the ring's own answer arrived: the other person may answer on a fast
   * connection before this tab's request comes back, and that end is not said again.
   */
  const endedBeforeAnswer = useRef(new Map<string, CallEnded>());

  const settle = useCallback(
    (ended: CallEnded) => {
      if (ended.outcome === 'accepted') {
        setRinging({ state: 'idle' });
        void navigate(callRoomPath(ended.roomId));
      } else {
        setRinging({
          state: 'over',
          text: ended.outcome === 'declined' ? m.declined(otherName) : m.missed(otherName),
        });
      }
    },
    [otherName, navigate],
  );

  // Listening from the moment the ring is asked for, not from its answer.
  useEffect(() => {
    if (!socket || !busy) return;
    const onEnded = (ended: CallEnded) => {
      if (ended.callId === callId) settle(ended);
      else if (!callId) endedBeforeAnswer.current.set(ended.callId, ended);
    };
    socket.on('call:ended', onEnded);
    return () => void socket.off('call:ended', onEnded);
  }, [socket, busy, callId, settle]);

  // Should the socket be down when the server's time-out comes, the tab says so itself.
  useEffect(() => {
    if (ringing.state !== 'ringing') return;
    const wait = Date.parse(ringing.call.expiresAt) - Date.now() + GRACE_MS;
    const timer = window.setTimeout(
      () => setRinging({ state: 'over', text: m.missed(otherName) }),
      Math.max(wait, GRACE_MS),
    );
    return () => window.clearTimeout(timer);
  }, [ringing, otherName]);

  const failed = (error: unknown) => {
    if (isSessionExpiredError(error)) return setRinging({ state: 'idle' });
    setRinging({
      state: 'over',
      text: error instanceof ApiRequestError ? error.message : m.ringFailed,
    });
  };

  const ring = async () => {
    setRinging({ state: 'starting' });
    cancelledEarly.current = false;
    endedBeforeAnswer.current.clear();
    try {
      const call = await ringBooking(bookingId);
      if (cancelledEarly.current) {
        if (call.outcome === 'ringing') await answerCall(call.id, 'cancel').catch(() => undefined);
        return;
      }
      const endedAlready = endedBeforeAnswer.current.get(call.id);
      if (endedAlready) settle(endedAlready);
      else if (call.offline) setRinging({ state: 'over', text: m.offline(otherName) });
      else if (call.outcome === 'ringing') setRinging({ state: 'ringing', call });
      else setRinging({ state: 'over', text: m.missed(otherName) });
    } catch (error) {
      if (!cancelledEarly.current) failed(error);
    }
  };

  const hangUp = async () => {
    if (ringing.state === 'starting') cancelledEarly.current = true;
    if (ringing.state !== 'ringing') return setRinging({ state: 'idle' });
    const { call } = ringing;
    setRinging({ state: 'idle' });
    // Answered meanwhile: the answer (call:ended) is what counts; nothing to hang up.
    await answerCall(call.id, 'cancel').catch(() => undefined);
  };

  return (
    <>
      <Button
        size={size}
        variant="contained"
        startIcon={<VideocamIcon />}
        aria-label={ariaLabel}
        disabled={busy}
        onClick={() => void ring()}
      >
        {m.ring}
      </Button>
      <Dialog
        open={ringing.state !== 'idle'}
        onClose={() => void hangUp()}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{m.ring}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {busy && <CircularProgress size={20} aria-hidden="true" />}
            <Typography id={textId} role="status">
              {ringing.state === 'over' ? ringing.text : m.ringing(otherName)}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button autoFocus onClick={() => void hangUp()}>
            {busy ? m.cancel : m.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
