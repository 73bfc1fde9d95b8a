import type { Notification } from './schemas/notifications';

/** Typed socket.io events; the connection authenticates with `auth: { token }`. */
export interface ServerToClientEvents {
  'notification:new': (notification: Notification) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

/** The connect_error message when the token is missing or no longer valid. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
