import { useMemo } from 'react';
import { useLoadedNotifications } from '../notifications';

const ROOM_LINK = '/video-chat/';

/**
 * The rooms whose client is in the waiting room, read from the therapist's notifications as the
 * bell holds them (the server sends "Priya is waiting", linking to the room, once per session,
 * live over the socket): the agenda says it where the session is, with no request of its own. Each room maps
 * to the notification's title, which the agenda shows as it is.
 */
export function useWaitingRooms(): Map<string, string> {
  const notifications = useLoadedNotifications();
  return useMemo(() => {
    const rooms = new Map<string, string>();
    for (const notice of notifications) {
      if (!notice.link?.startsWith(ROOM_LINK) || !notice.title.endsWith(' is waiting')) continue;
      rooms.set(decodeURIComponent(notice.link.slice(ROOM_LINK.length)), notice.title);
    }
    return rooms;
  }, [notifications]);
}
