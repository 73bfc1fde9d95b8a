import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import type { SendRoomMessageAck, VideoRoomMessage } from '@solace/shared';
import type { SolaceSocket } from '../../lib/socket';

function merge(list: VideoRoomMessage[], more: VideoRoomMessage[]): VideoRoomMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.time - b.time);
}

/**
 * The room's chat: what was said before (from the room's details), what the other person sends
 * (`receive-message`) and one's own messages once the server stored them (`send-message`'s
 * acknowledgement). Works without camera or microphone.
 */
export function useRoomChat(
  roomId: string,
  socket: SolaceSocket | null,
  earlier: VideoRoomMessage[],
) {
  const [list, setList] = useState<VideoRoomMessage[]>(earlier);
  const [sending, setSending] = useState(false);

  useEffect(() => setList((now) => merge(now, earlier)), [earlier]);

  useEffect(() => {
    if (!socket) return;
    const receive = (message: VideoRoomMessage) => {
      if (message.roomId === roomId) setList((now) => merge(now, [message]));
    };
    socket.on('receive-message', receive);
    return () => {
      socket.off('receive-message', receive);
    };
  }, [socket, roomId]);

  /** Sends a non-blank message; true once the server stored it. */
  const send = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        if (!socket || text.trim() === '') return resolve(false);
        setSending(true);
        socket.emit('send-message', { roomId, message: text }, (answer: SendRoomMessageAck) => {
          setSending(false);
          if (answer.ok) setList((now) => merge(now, [answer.message]));
          else toast.error(answer.error);
          resolve(answer.ok);
        });
      }),
    [socket, roomId],
  );

  return { messages: list, send, sending };
}
