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
  rejoined: { patientSees: Picture; therapistSees: Picture };
  refusal: string;
  layout: Record<'patient' | 'therapist', Layout | null>;
  remoteNames: { patient: string | null; therapist: string | null };
  inCallAxe: Record<string, Record<string, string[]>>;
  cameraOff: { text: string; icon: number };
  stillInCall: number;
  dialogAxe: Record<string, string[]>;
  ended: Record<'patient' | 'therapist', EndPage>;
  endAxe: Record<string, Record<string, string[]>>;
  pageErrors: string[];
}

/** Each remote video has a decoded picture: frames arrived, whatever they show. */
function expectPictures(...pictures: Picture[]) {
  for (const picture of pictures) {
    expect(picture.readyState).toBeGreaterThanOrEqual(2);
    expect(picture.videoWidth).toBeGreaterThan(0);
  }
}

interface Layout {
  videoTop: number;
  videoBottom: number;
  videoHeight: number;
  barTop: number;
  barBottom: number;
  barPosition: string;
  viewport: { width: number; height: number };
  pageWidth: number;
}
interface EndPage {
  status: string;
  buttons: string[];
  links: string[];
  crisisLine: number;
  path: string;
}

const noFindings = { 375: [], 1280: [] };

/**
 * Two real Chromium contexts with the fake camera and microphone meet in a booked room. The
 * server and the browser run in a child process, inside a loopback-only network namespace when
 * this process may make one (root, `unshare -n`); see `video/namespace.ts`.
 */
describe('video consultation', () => {
  it('the patient and the therapist see each other, chat, share a screen and end', async () => {
    const { isolated, result } = await runVideoCall<Journey>(['journey'], 400_000);
    console.info(
      `video journey ${isolated ? 'in a loopback-only network namespace' : 'WITHOUT a network namespace (unshare not permitted)'}: first remote frame ${result.firstFrameMs} ms after both joined`,
    );
    expect(result.waiting).toBe(messages.video.waiting('Therapist'));
    expectPictures(result.patientSees, result.therapistSees);
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

    // A reload is a rejoin: the picture comes back on both sides (each side's wait gives up
    // after 20 s, so a rejoin that never shows a picture fails the journey there).
    expectPictures(result.rejoined.patientSees, result.rejoined.therapistSees);
    expect(result.refusal).toBe(messages.video.notAvailable);

    // Issue 22, point 3: video and the fixed control bar fit a laptop and a phone unscrolled.
    for (const [who, width] of [
      ['patient', 1280],
      ['therapist', 375],
    ] as const) {
      const layout = result.layout[who]!;
      expect(layout, who).not.toBeNull();
      expect(layout.viewport.width).toBe(width);
      expect(layout.barPosition).toBe('fixed');
      expect(layout.barBottom).toBeLessThanOrEqual(layout.viewport.height);
      expect(layout.videoTop).toBeGreaterThanOrEqual(0);
      expect(layout.videoBottom).toBeLessThanOrEqual(layout.barTop);
      expect(layout.videoHeight).toBeGreaterThan(150);
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
    }
    expect(result.remoteNames).toEqual({
      patient: messages.video.remoteVideo('Dr. Ananya Sharma'),
      therapist: messages.video.remoteVideo('Priya Patel'),
    });
    expect(result.cameraOff.text).toContain('Priya Patel');
    expect(result.cameraOff.icon).toBe(1);
    expect(result.inCallAxe).toEqual({ patient: noFindings, therapist: noFindings });

    // Point 4: End Consultation asks first; then both see the end page and the next steps.
    expect(result.stillInCall).toBe(1);
    expect(result.dialogAxe).toEqual(noFindings);
    const { patient, therapist } = result.ended;
    expect(therapist.status).toBe(messages.video.youEnded);
    expect(patient.status).toBe(messages.video.otherEnded);
    expect(therapist.buttons).toContain(messages.video.rejoin);
    expect(patient.buttons).toContain(messages.video.rejoin);
    expect(patient.links).toContain(messages.video.bookNext);
    expect(therapist.links).toContain(messages.video.backToDashboard);
    for (const side of [patient, therapist]) {
      expect(side.links).toContain(messages.video.reportProblem);
      expect(side.crisisLine).toBe(1);
      expect(side.path).toMatch(/^\/video-chat\//);
    }
    expect(result.endAxe).toEqual({ patient: noFindings, therapist: noFindings });
    expect(result.pageErrors).toEqual([]);
  }, 420_000);
});
