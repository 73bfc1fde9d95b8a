import { describe, expect, it } from 'vitest';
import { messages } from '@solace/shared';
import { runVideoCall } from './video/namespace';

interface WaitingRoom {
  room: {
    told: string;
    times: string;
    firstTick: string;
    laterTick: string;
    axe: Record<string, string[]>;
  };
  dashboard: { waitingBefore: number; agenda: string[]; bell: number; sameDocument: boolean };
  opened: { lateMs: number; sameDocument: boolean; timesStillShown: number };
  pageErrors: string[];
}

/**
 * Issue 22, point 2, in two real browsers (run like the video journey: a child process, in a
 * loopback-only network namespace when permitted). The session starts a little over ten
 * minutes ahead, so its room opens in one or two: the client waits, the therapist is told, and
 * the room opens by itself.
 */
describe('the video waiting room', () => {
  it('tells the therapist the early client is waiting, and opens at its time', async () => {
    const { result } = await runVideoCall<WaitingRoom>(['waiting-room'], 300_000);
    const { room, dashboard, opened } = result;

    expect(room.told).toBe(messages.video.inWaitingRoom('Dr. Ananya Sharma'));
    // "Session: Thursday, November 26, 2026, 1:02 AM - 1:32 AM (Coordinated Universal Time)"
    expect(room.times).toMatch(/^Session: \w+day, .+, \d+:\d\d [AP]M - \d+:\d\d [AP]M \(.+\)$/);
    expect(room.firstTick).toMatch(/^Starts in 1[12] min \d\d s$/);
    expect(room.laterTick).not.toBe(room.firstTick);
    expect(room.axe).toEqual({ 375: [], 1280: [] });

    expect(dashboard.waitingBefore).toBe(0);
    expect(dashboard.agenda).toEqual([messages.video.isWaiting('Priya Patel')]);
    expect(dashboard.bell).toBe(1);
    expect(dashboard.sameDocument).toBe(true);

    // It opened by itself (not before its time), without a reload, the times still shown.
    expect(opened.lateMs).toBeGreaterThanOrEqual(0);
    expect(opened.sameDocument).toBe(true);
    expect(opened.timesStillShown).toBe(1);
    expect(result.pageErrors).toEqual([]);
  }, 330_000);
});
