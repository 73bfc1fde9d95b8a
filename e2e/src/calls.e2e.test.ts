import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { runVideoCall } from './video/namespace';

interface Picture {
  readyState: number;
  videoWidth: number;
}
interface HistoryRow {
  outcome: string | null;
  text: string;
}
interface RingingCall {
  rang: { text: string; focused: string | null; axe: Record<string, string[]> };
  patientSees: Picture;
  therapistSees: Picture;
  declined: string;
  missed: string;
  noticeMessage: number;
  noticePath: string;
  roomPath: string;
  history: { patient: HistoryRow[]; therapist: HistoryRow[] };
  consoleErrors: string[];
  pageErrors: string[];
}

const m = messages.calls;
const noFindings = { 375: [], 1280: [] };

/**
 * Issue 28 in two real browsers (run like the video journey: a child process, in a
 * loopback-only network namespace when permitted), with CALL_RING_SECONDS shortened so the
 * missed call comes in seconds.
 */
describe('ringing calls', () => {
  it('the therapist rings, the client on another page accepts, both see each other; a declined and a missed call; the history on both profiles', async () => {
    const { isolated, result } = await runVideoCall<RingingCall>(['ringing-call'], 400_000);
    console.info(
      `ringing-call journey ${isolated ? 'in a loopback-only network namespace' : 'WITHOUT a network namespace (unshare not permitted)'}`,
    );
    expect(result.rang.text).toContain(m.incoming('Dr. Ananya Sharma'));
    expect(result.rang.text).toContain(m.accept);
    expect(result.rang.text).toContain(m.decline);
    expect(result.rang.focused).toBe(m.accept);
    expect(result.rang.axe).toEqual(noFindings);
    for (const picture of [result.patientSees, result.therapistSees]) {
      expect(picture.readyState).toBeGreaterThanOrEqual(2);
      expect(picture.videoWidth).toBeGreaterThan(0);
    }

    expect(result.declined).toBe(m.declined('Priya Patel'));
    expect(result.missed).toBe(m.missed('Priya Patel'));
    expect(result.noticeMessage).toBe(1);
    expect(result.noticePath).toBe(result.roomPath);

    // Newest first: missed, declined, answered (with how long the consultation lasted).
    const expected = [
      { outcome: 'missed', says: m.outcome.missed },
      { outcome: 'declined', says: m.outcome.declined },
      { outcome: 'accepted', says: m.outcome.accepted },
    ];
    for (const [who, line] of [
      ['patient', m.calledYou('Dr. Ananya Sharma')],
      ['therapist', m.youCalled('Priya Patel')],
    ] as const) {
      const rows = result.history[who];
      expect(rows.map((row) => row.outcome)).toEqual(expected.map((row) => row.outcome));
      rows.forEach((row, index) => {
        expect(row.text).toContain(line);
        expect(row.text).toContain(expected[index]!.says);
      });
      expect(rows[2]!.text).toMatch(/Consultation lasted /);
    }

    // The ring sound never costs an error: no autoplay complaint, no failure.
    expect(result.consoleErrors).toEqual([]);
    expect(result.pageErrors).toEqual([]);
  }, 420_000);
});
