import { useState, type Dispatch } from 'react';
import { toast } from '../../lib/toast';
import type { ChatMessage } from '@solace/shared';
import { isSessionExpiredError } from '../../lib/api-client';
import { fetchOlderMessages } from './chat-api';
import type { RoomAction } from './chat-room-state';

/** 'Show older messages': the page before the oldest one shown, over HTTP. */
export function useOlderMessages(dispatch: Dispatch<RoomAction>) {
  const [loading, setLoading] = useState(false);
  const loadOlder = (otherId: string, oldest: ChatMessage | undefined) => {
    if (!oldest || loading) return;
    setLoading(true);
    fetchOlderMessages(oldest.conversationId, oldest.id)
      .then((page) =>
        dispatch({
          type: 'older',
          otherId,
          messages: page.items,
          hasOlder: page.nextCursor !== null,
        }),
      )
      .catch((error: unknown) => {
        if (!isSessionExpiredError(error)) toast.error((error as Error).message);
      })
      .finally(() => setLoading(false));
  };
  return { loading, loadOlder };
}
