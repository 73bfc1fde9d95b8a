import { useEffect } from 'react';
import { videoArrivedResponseSchema } from '@solace/shared';
import { api } from '../../lib/api-client';

/**
 * The client in the waiting room tells the therapist they are here, once per visit of the page
 * (the server tells the therapist only once per session however often it hears it). A failure
 * only means the therapist was not told; the page goes on.
 */
export function useArrival(roomId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    api
      .post(`/video/${encodeURIComponent(roomId)}/arrived`, videoArrivedResponseSchema)
      .catch((error: unknown) =>
        console.warn('the waiting room could not tell the therapist', error),
      );
  }, [roomId, enabled]);
}
