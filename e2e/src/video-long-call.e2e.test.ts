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

/**
 * How long the call lasts and the idle limit it must outlast. CI: three minutes at a one-minute
 * limit. `npm run soak:call` runs the real thing, a 50-minute session at the default 30-minute
 * limit (LONG_CALL_MINUTES=50 LONG_CALL_IDLE_MINUTES=30), which CI has no hour for.
 */
const MINUTES = Number(process.env.LONG_CALL_MINUTES) || 3;
const IDLE_MINUTES = Number(process.env.LONG_CALL_IDLE_MINUTES) || 1;

/**
 * Issue 22, point 1: a session ended after 30 idle minutes and took every 50-minute call with
 * it. Here the client and the therapist stay in the call for MINUTES, well past the idle limit,
 * without a click: both must still be connected and signed in. Runs like the video journey (a
 * child process, a loopback-only network namespace when permitted).
 */
describe('a long video call', () => {
  it(
    `keeps both people signed in and connected for ${MINUTES} idle minutes (limit ${IDLE_MINUTES})`,
    async () => {
      const { isolated, result } = await runVideoCall<LongCall>(
        ['long-call', String(MINUTES), String(IDLE_MINUTES)],
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
      // A keep-alive goes out shortly before each idle deadline the call outlasts.
      const deadlinesPassed = Math.floor(MINUTES / IDLE_MINUTES);
      expect(result.keepAlives.patient).toBeGreaterThanOrEqual(deadlinesPassed);
      expect(result.keepAlives.therapist).toBeGreaterThanOrEqual(deadlinesPassed);
      expect(result.pageErrors).toEqual([]);
    },
    (MINUTES + 4) * 60_000,
  );
});
