import { useQuery } from '@tanstack/react-query';
import { videoRoomResponseSchema } from '@solace/shared';
import { api } from '../../lib/api-client';

const videoRoomKey = (roomId: string) => ['video', 'room', roomId] as const;

/** The room as its participant sees it (or when it opens); a 404 for everyone else. */
export function useVideoRoom(roomId: string, enabled: boolean) {
  return useQuery({
    queryKey: videoRoomKey(roomId),
    queryFn: ({ signal }) =>
      api.get(`/video/${encodeURIComponent(roomId)}`, videoRoomResponseSchema, { signal }),
    enabled,
    retry: false,
    // The page decides when to look again (a reconnect, the room opening): no focus refetch.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
