import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { runVideoCall } from './video/namespace';

interface Picture {
  readyState: number;
  videoWidth: number;
}
interface Journey {
  waiting: string;
  firstFrameMs: number;
  patientSees: Picture;
  therapistSees: Picture;
  frames: { patient: number; therapist: number };
  connected: { patient: string; therapist: string };
  chat: Record<string, boolean | number>;
  share: {
    cameraTrack: string;
    whileSharing: { id: string; isScreen: boolean };
    afterSharing: { id: string; isScreen: boolean };
    cameraWidth: number;
    sharedWidth: number;
    backWidth: number;
    newConnections: number;
    shareButtonBack: number;
  };
  rejoinMs: number;
  refusal: string;
  patientAfterEnd: string;
  therapistUrl: string;
  pageErrors: string[];
}

/**
 * Two real Chromium contexts with the fake camera and microphone meet in a booked room. The
 * server and the browser run in a child process, inside a loopback-only network namespace when
 * this process may make one (root, `unshare -n`); see `video/namespace.ts`.
 */
describe('video consultation', () => {
  it('the patient and the therapist see each other, chat, share a screen and end', async () => {
    const { isolated, result } = await runVideoCall<Journey>(['journey']);
    console.info(
      `video journey ${isolated ? 'in a loopback-only network namespace' : 'WITHOUT a network namespace (unshare not permitted)'}: first remote frame ${result.firstFrameMs} ms after both joined`,
    );
    expect(result.error).toBeUndefined();

    expect(result.waiting).toBe(messages.video.waiting('Therapist'));
    for (const picture of [result.patientSees, result.therapistSees]) {
      expect(picture.readyState).toBeGreaterThanOrEqual(2);
      expect(picture.videoWidth).toBeGreaterThan(0);
    }
    expect(result.frames.patient).toBeGreaterThan(0);
    expect(result.frames.therapist).toBeGreaterThan(0);
    expect(result.connected).toEqual({ patient: 'Connected', therapist: 'Connected' });

    expect(result.chat).toEqual({
      therapistGotQuestion: true,
      patientGotAnswer: true,
      patientHeading: 1,
      therapistHeading: 1,
    });

    // The screen's track replaced the camera's on the same connection, and the camera came back
    // when the browser's own "Stop sharing" ended it.
    const { share } = result;
    expect(share.whileSharing.isScreen).toBe(true);
    expect(share.sharedWidth).toBe(320);
    expect(share.afterSharing).toEqual({ id: share.cameraTrack, isScreen: false });
    expect(share.backWidth).toBe(share.cameraWidth);
    expect(share.cameraWidth).not.toBe(320);
    expect(share.newConnections).toBe(0);
    expect(share.shareButtonBack).toBe(1);

    // A reload is a rejoin: the picture comes back on both sides.
    expect(result.rejoinMs).toBeLessThan(20_000);
    expect(result.refusal).toBe(messages.video.notAvailable);
    expect(result.patientAfterEnd).toBe(messages.video.otherEnded);
    expect(result.therapistUrl).toBe('/dochome');
    expect(result.pageErrors).toEqual([]);
  }, 200_000);
});
