import { useEffect, useState } from 'react';
import { useAuth } from './auth/use-auth';
import { connectSocket, type SolaceSocket } from './socket';

/** The session's one connection and how many mounted users hold it. */
const open = new Map<string, { socket: SolaceSocket; users: number }>();

function acquire(token: string): SolaceSocket {
  const entry = open.get(token) ?? { socket: connectSocket(token), users: 0 };
  entry.users += 1;
  open.set(token, entry);
  return entry.socket;
}

function release(token: string): void {
  const entry = open.get(token);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  open.delete(token);
  entry.socket.disconnect();
}

/**
 * The signed-in session's realtime connection, or null while signed out. Every caller (the bell,
 * the Messages badge, the chat page) shares one socket per session; it closes when the last one
 * unmounts or the session ends. Listeners added by a caller must be removed by it.
 */
export function useSocket(): SolaceSocket | null {
  const { status, token } = useAuth();
  const active = status === 'authenticated' && token ? token : null;
  const [socket, setSocket] = useState<SolaceSocket | null>(null);
  useEffect(() => {
    if (!active) return;
    setSocket(acquire(active));
    return () => {
      setSocket(null);
      release(active);
    };
  }, [active]);
  return socket;
}

/** Whether `socket` is connected now, following its connects and disconnects. */
export function useSocketConnected(socket: SolaceSocket | null): boolean {
  const [connected, setConnected] = useState(socket?.connected ?? false);
  useEffect(() => {
    if (!socket) return;
    setConnected(socket.connected);
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  }, [socket]);
  return connected;
}
