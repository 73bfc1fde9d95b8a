import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { runVideoCall } from './video/namespace';

interface Side {
  peerConnection: string;
  connectionsMade: number;
  checkLogin: number;
  path: string;
  prompts: number;
  status: string;
}
interface LongCall {
  minutes: number;
  patient: Side;
  therapist: Side;
  roomPath: string;
  framesBefore: { patient: number; therapist: number };
  framesAfter: { patient: number; therapist: number };
  keepAlives: { patient: number; therapist: number };
  pageErrors: string[];
}

const MINUTES = 3;

/**
 * Issue 22, point 1: a session ended after 30 idle minutes and took every 50-minute call with
 * it. Here the idle limit is one minute (SESSION_IDLE_MINUTES=1) and the client and the therapist
 * stay in the call for three without a click: both must still be connected and signed in. Runs
 * like the video journey (a child process, a loopback-only network namespace when permitted).
 */
describe('a long video call', () => {
  it(
    `keeps both people signed in and connected for ${MINUTES} idle minutes`,
    async () => {
      const { isolated, result } = await runVideoCall<LongCall>(
        ['long-call', String(MINUTES)],
        (MINUTES + 3) * 60_000,
      );
      console.info(
        `long call ${isolated ? 'in a loopback-only network namespace' : 'WITHOUT a network namespace'}: keep-alives ${JSON.stringify(result.keepAlives)}`,
      );
      for (const side of [result.patient, result.therapist]) {
        expect(side).toEqual({
          peerConnection: 'connected',
          connectionsMade: 1,
          checkLogin: 200,
          path: result.roomPath,
          prompts: 0,
          status: messages.video.connected,
        });
      }
      // The pictures kept coming, and the call itself kept the sessions alive.
      expect(result.framesAfter.patient).toBeGreaterThan(result.framesBefore.patient);
      expect(result.framesAfter.therapist).toBeGreaterThan(result.framesBefore.therapist);
      expect(result.keepAlives.patient).toBeGreaterThanOrEqual(MINUTES);
      expect(result.keepAlives.therapist).toBeGreaterThanOrEqual(MINUTES);
      expect(result.pageErrors).toEqual([]);
    },
    (MINUTES + 4) * 60_000,
  );
});
