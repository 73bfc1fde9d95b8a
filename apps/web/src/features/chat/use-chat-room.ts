import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  chatErrorSchema,
  chatMessageAckSchema,
  chatMessageSchema,
  chatMessagesResponseSchema,
  chatMessages,
} from '@solace/shared';
import type { SessionUser } from '../../lib/auth/session-user';
import type { SolaceSocket } from '../../lib/socket';
import { otherOf } from './chat-cache';
import { emptyRoom, roomReducer, type PendingMessage } from './chat-room-state';

/** A send with no answer by then is shown as not sent, with Retry. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * The message's own id, kept through every retry of it: the server stores a message sent again
 * under the same id once (an acknowledgement lost to a restart). Random, so two tabs or two
 * visits never share one; getRandomValues, because randomUUID needs a secure context.
 */
const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The chat page's realtime side: the selected conversation's history (asked for on selection
 * and again on every reconnect, so nothing missed is lost), live messages, chat errors, and an
 * outbox: sends wait while disconnected, go out on reconnect, and fail visibly (with Retry) on
 * an error answer or no answer at all.
 */
export function useChatRoom(
  socket: SolaceSocket | null,
  me: SessionUser,
  selectedId: string | null,
) {
  const [state, dispatch] = useReducer(roomReducer, emptyRoom);
  const [announcement, setAnnouncement] = useState('');
  const [chatError, setChatError] = useState<string | null>(null);
  // The client wrote crisis words: the crisis lines are shown until they close them.
  const [crisisLines, setCrisisLines] = useState(false);
  const latest = useRef({ state, selectedId });
  useEffect(() => {
    latest.current = { state, selectedId };
  });
  // Whom each unanswered getPreviousMessages was about, oldest first: an empty page names nobody.
  const asked = useRef<string[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const isPatient = me.role === 'patient';

  const requestHistory = useCallback(
    (otherId: string) => {
      if (!socket?.connected) return; // asked again on connect
      asked.current.push(otherId);
      // The spec's pair: a patient names the doctor, a therapist names the patient.
      const pair = isPatient
        ? { userId: me.id, doctorId: otherId }
        : { userId: otherId, doctorId: me.id };
      socket.emit('getPreviousMessages', pair);
    },
    [socket, isPatient, me.id],
  );

  const emitPending = useCallback(
    (item: PendingMessage) => {
      if (!socket) return;
      dispatch({ type: 'sending', clientId: item.clientId });
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dispatch({ type: 'failed', clientId: item.clientId, error: chatMessages.failed });
      }, ACK_TIMEOUT_MS);
      timers.current.add(timer);
      const { clientId, receiverId, text, time } = item;
      const message = { text, receiverId, clientId, time, userId: me.id, name: me.name };
      socket.emit('chatMessage', { ...message, avatar: me.avatar, role: me.role }, (raw) => {
        clearTimeout(timer);
        timers.current.delete(timer);
        const answer = chatMessageAckSchema.safeParse(raw);
        if (answer.success && answer.data.ok) {
          const stored = answer.data.message;
          dispatch({ type: 'stored', clientId, otherId: receiverId, message: stored });
          if (answer.data.crisisLines) setCrisisLines(true);
        } else {
          const error = answer.success && !answer.data.ok ? answer.data.error : chatMessages.failed;
          dispatch({ type: 'failed', clientId, error });
          // The server also pushes the refusal as chatError: the message itself says it now.
          setChatError((shown) => (shown === error ? null : shown));
        }
      });
    },
    [socket, me],
  );

  useEffect(() => {
    if (!socket) return;
    const onPrevious = (raw: unknown) => {
      const expected = asked.current.shift();
      const page = chatMessagesResponseSchema.safeParse(raw);
      if (!page.success) return;
      const otherId = page.data[0] ? otherOf(page.data[0], me.id) : expected;
      if (otherId) dispatch({ type: 'history', otherId, messages: page.data });
    };
    const onMessage = (raw: unknown) => {
      const parsed = chatMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      const otherId = otherOf(message, me.id);
      const mine = message.userId === me.id;
      dispatch({ type: 'received', otherId, message, mine });
      if (!mine && otherId === latest.current.selectedId) {
        setAnnouncement(`${chatMessages.newMessage(message.name)}: ${message.text}`);
      }
    };
    const onChatError = (raw: unknown) => {
      const parsed = chatErrorSchema.safeParse(raw);
      if (parsed.success) setChatError(parsed.data.error);
    };
    const onConnect = () => {
      const { state: current, selectedId: selected } = latest.current;
      if (selected) requestHistory(selected);
      current.outbox.filter((item) => item.status === 'queued').forEach(emitPending);
    };
    const onDisconnect = () => {
      asked.current = [];
    };
    socket.on('previousMessages', onPrevious);
    socket.on('chatMessage', onMessage);
    socket.on('chatError', onChatError);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('previousMessages', onPrevious);
      socket.off('chatMessage', onMessage);
      socket.off('chatError', onChatError);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, me.id, requestHistory, emitPending]);

  useEffect(() => {
    if (selectedId) requestHistory(selectedId);
  }, [selectedId, requestHistory]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const send = useCallback(
    (receiverId: string, text: string) => {
      const item: PendingMessage = {
        clientId: newClientId(),
        receiverId,
        text,
        time: Date.now(),
        status: 'queued',
      };
      dispatch({ type: 'queued', message: item });
      if (socket?.connected) emitPending(item);
    },
    [socket, emitPending],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.state.outbox.find((entry) => entry.clientId === clientId);
      if (!item) return;
      if (socket?.connected) emitPending(item);
      else dispatch({ type: 'requeued', clientId });
    },
    [socket, emitPending],
  );

  return {
    state,
    dispatch,
    send,
    retry,
    announcement,
    chatError,
    dismissChatError: () => setChatError(null),
    crisisLines,
    closeCrisisLines: () => setCrisisLines(false),
  };
}
