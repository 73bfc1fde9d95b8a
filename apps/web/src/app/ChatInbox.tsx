import { useEffect } from 'react';
import { useChatInbox } from '../features/chat/use-chat-inbox';

/**
 * Keeps the signed-in user's conversations live and reports the unread total to the layout. A
 * component (not a hook call in the layout) so that it, the socket client and the chat schemas
 * form a chunk of their own that visitors never download.
 */
export default function ChatInbox({ onUnread }: { onUnread: (count: number) => void }) {
  const unread = useChatInbox();
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return null;
}
