import { useEffect, useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import CallIcon from '@mui/icons-material/Call';
import CallEndIcon from '@mui/icons-material/CallEnd';
import { useNavigate } from 'react-router';
import { callsMessages as m, type IncomingCall } from '@solace/shared';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSocket } from '../../lib/use-socket';
import { answerCall } from './calls-api';
import { allowSoundOnGesture, startRinging } from './ring-sound';

/** The room of a call, where Accept takes the person. */
export const callRoomPath = (roomId: string) => `/video-chat/${encodeURIComponent(roomId)}`;

/**
 * The ringing dialog, on every page of a signed-in person: a call from the other person of a
 * due session rings here (every tab), with their name, Accept and Decline. It closes when the
 * call is answered in another tab, hung up, or its time is over (the server's time-out; the tab
 * also stops by itself then, should the socket be down). An alertdialog: Accept has the focus,
 * Tab reaches Decline, Escape declines, and focus goes back where it was when it closes.
 */
export function IncomingCallDialog() {
  const socket = useSocket();
  const navigate = useNavigate();
  const [call, setCall] = useState<IncomingCall | null>(null);
  const [answering, setAnswering] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => allowSoundOnGesture(), []);

  useEffect(() => {
    if (!socket) return;
    const onIncoming = (incoming: IncomingCall) => setCall(incoming);
    const onEnded = ({ callId }: { callId: string }) =>
      setCall((current) => (current?.callId === callId ? null : current));
    // On each (re)connection: a ring that began before this tab listened rings here too.
    const askRingingNow = () =>
      socket.emit('call:ringing-now', {}, (rings) => {
        const [ring] = rings;
        if (ring) setCall((current) => current ?? ring);
      });
    socket.on('call:incoming', onIncoming);
    socket.on('call:ended', onEnded);
    socket.on('connect', askRingingNow);
    if (socket.connected) askRingingNow();
    return () => {
      socket.off('call:incoming', onIncoming);
      socket.off('call:ended', onEnded);
      socket.off('connect', askRingingNow);
    };
  }, [socket]);

  // While it rings: the sound (if allowed), and the tab's own end of the ring.
  useEffect(() => {
    if (!call) return;
    setAnswering(false);
    const stopRinging = startRinging();
    const timer = window.setTimeout(() => setCall(null), call.ringsForMs);
    return () => {
      stopRinging();
      window.clearTimeout(timer);
    };
  }, [call]);

  if (!call) return null;

  const answer = async (action: 'accept' | 'decline') => {
    const answered = call;
    // The answer closes the call it answered: the ringer may have rung again meanwhile (told of
    // the decline by the socket before this tab heard its own answer), and that ring stays.
    const closeAnswered = () =>
      setCall((current) => (current?.callId === answered.callId ? null : current));
    setAnswering(true);
    try {
      await answerCall(answered.callId, action);
      closeAnswered();
      if (action === 'accept') void navigate(callRoomPath(answered.roomId));
    } catch (error) {
      closeAnswered();
      if (isSessionExpiredError(error)) return;
      toast.info(error instanceof ApiRequestError ? error.message : m.answerFailed);
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !answering) void answer('decline');
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>{m.incomingTitle}</DialogTitle>
      <DialogContent>
        <Typography id={textId}>{m.incoming(call.callerName)}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button
          color="error"
          variant="outlined"
          startIcon={<CallEndIcon />}
          disabled={answering}
          onClick={() => void answer('decline')}
        >
          {m.decline}
        </Button>
        <Button
          color="success"
          variant="contained"
          startIcon={<CallIcon />}
          autoFocus
          disabled={answering}
          onClick={() => void answer('accept')}
        >
          {m.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
