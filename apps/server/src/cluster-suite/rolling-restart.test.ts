import { describe, expect, it } from 'vitest';
import { rollingRestartUnderLoad } from '../cluster/rolling-restart';
import { useCluster, whyNoCluster } from './cluster-scene';

/**
 * Every instance restarted in turn (SIGTERM, drain, a replacement ready before the next) while
 * clients read, book and chat through nginx: nothing fails and nothing is lost. The same run,
 * timed and counted, is the bench's "cluster" part.
 */
const skipped = await whyNoCluster();

describe.skipIf(skipped !== undefined)(
  `a rolling restart behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const scene = useCluster({ therapists: 2, clients: 101 });

    // Three instances started again one after another: on a busy machine each start takes
    // seconds, so the whole run gets minutes (a limit on hanging, not a time it must meet).
    it('fails no request and loses no chat message or booking', { timeout: 180_000 }, async () => {
      const result = await rollingRestartUnderLoad(scene.cluster, scene);
      console.log(JSON.stringify(result));
      // Each instance drained and closed within its grace (exit 0).
      expect(result.exitCodes).toEqual([0, 0, 0]);
      expect(result.failures).toEqual([]);
      expect(result.failedRequests).toBe(0);
      expect(result.lostBookings).toBe(0);
      expect(result.lostChatMessages).toBe(0);
      // The load ran throughout: bookings and messages on both sides were made.
      expect(result.bookings).toBeGreaterThan(0);
      expect(result.chatMessages).toBeGreaterThan(0);
    });
  },
);
