import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage } from '@solace/shared';

/** A message of ours the server has not stored yet. */
export interface PendingMessage {
  clientId: string;
  receiverId: string;
  text: string;
  time: number;
  /** queued: waiting for the connection; sending: emitted, no answer yet; failed: Retry. */
  status: 'queued' | 'sending' | 'failed';
  error?: string;
}

/** What this tab knows of one conversation, by the other person's id. */
interface Thread {
  messages: ChatMessage[];
  loaded: boolean;
  /** The last page was full: older messages may exist. */
  hasOlder: boolean;
}

interface RoomState {
  threads: Record<string, Thread>;
  outbox: PendingMessage[];
}

export type RoomAction =
  | { type: 'history'; otherId: string; messages: ChatMessage[] }
  /** `hasOlder`: the server's word (a next cursor came back); else a full page may have more. */
  | { type: 'older'; otherId: string; messages: ChatMessage[]; hasOlder?: boolean }
  | { type: 'received'; otherId: string; message: ChatMessage; mine: boolean }
  | { type: 'queued'; message: PendingMessage }
  | { type: 'sending'; clientId: string }
  | { type: 'requeued'; clientId: string }
  | { type: 'stored'; clientId: string; otherId: string; message: ChatMessage }
  | { type: 'failed'; clientId: string; error: string };

export const emptyRoom: RoomState = { threads: {}, outbox: [] };
const emptyThread: Thread = { messages: [], loaded: false, hasOlder: false };

/** Messages by id, oldest first: the same message arriving twice (ack and push) shows once. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
}

function withThread(state: RoomState, otherId: string, change: (thread: Thread) => Thread) {
  const thread = state.threads[otherId] ?? emptyThread;
  return { ...state, threads: { ...state.threads, [otherId]: change(thread) } };
}

function setStatus(state: RoomState, clientId: string, change: Partial<PendingMessage>) {
  const outbox = state.outbox.map((item) =>
    item.clientId === clientId ? { ...item, ...change } : item,
  );
  return { ...state, outbox };
}

/**
 * The chat page's messages. History pages and pushes merge by id (a reconnect's fresh page adds
 * what was missed and loses nothing older); our own sends wait in the outbox until stored.
 */
export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'history':
      return withThread(state, action.otherId, (thread) => ({
        messages: merge(thread.messages, action.messages),
        loaded: true,
        hasOlder: thread.loaded
          ? thread.hasOlder
          : action.messages.length >= CHAT_HISTORY_PAGE_SIZE,
      }));
    case 'older':
      return withThread(state, action.otherId, (thread) => ({
        ...thread,
        messages: merge(thread.messages, action.messages),
        hasOlder: action.hasOlder ?? action.messages.length >= CHAT_HISTORY_PAGE_SIZE,
      }));
    case 'received': {
      const next = withThread(state, action.otherId, (thread) => ({
        ...thread,
        messages: merge(thread.messages, [action.message]),
      }));
      // Our own message, pushed before its acknowledgement: the pending send with its client id
      // is stored. Not matched by its words: another tab of ours may send the same words, and
      // this tab's send must stay (and show Retry should it fail). A push with no id (sent with
      // none) leaves the outbox to the acknowledgement.
      const clientId = action.mine ? action.message.clientId : undefined;
      if (!clientId) return next;
      return { ...next, outbox: next.outbox.filter((item) => item.clientId !== clientId) };
    }
    case 'queued':
      return { ...state, outbox: [...state.outbox, action.message] };
    case 'sending':
      return setStatus(state, action.clientId, { status: 'sending', error: undefined });
    case 'requeued':
      return setStatus(state, action.clientId, { status: 'queued', error: undefined });
    case 'stored': {
      const outbox = state.outbox.filter((item) => item.clientId !== action.clientId);
      return withThread({ ...state, outbox }, action.otherId, (thread) => ({
        ...thread,
        messages: merge(thread.messages, [action.message]),
      }));
    }
    case 'failed':
      return setStatus(state, action.clientId, { status: 'failed', error: action.error });
  }
}
