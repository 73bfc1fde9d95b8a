import { describe, expect, it } from 'vitest';
import { isVideoRoomOpen, joinRoomSchema, videoRoomWindow, videoSignalSchema } from './video';

describe('the video room window', () => {
  const start = '2026-03-05T09:00:00.000Z';
  const end = '2026-03-05T09:50:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('opens 10 minutes before the start and closes 30 minutes after the end', () => {
    expect(videoRoomWindow(start, end)).toEqual({
      opensAt: at('2026-03-05T08:50:00.000Z'),
      closesAt: at('2026-03-05T10:20:00.000Z'),
    });
    expect(isVideoRoomOpen(start, end, at('2026-03-05T08:49:59.999Z'))).toBe(false);
    expect(isVideoRoomOpen(start, end, at('2026-03-05T08:50:00.000Z'))).toBe(true);
    expect(isVideoRoomOpen(start, end, at('2026-03-05T10:19:59.999Z'))).toBe(true);
    expect(isVideoRoomOpen(start, end, at('2026-03-05T10:20:00.000Z'))).toBe(false);
  });

  it('reads join-room as the spec sends it, and refuses what names no room', () => {
    expect(joinRoomSchema.parse('abc_DEF-123')).toBe('abc_DEF-123');
    expect(joinRoomSchema.parse({ roomId: 'abc' })).toEqual({ roomId: 'abc' });
    for (const bad of ['', 'a b', '../x', 'x'.repeat(65), 42, null, { roomId: 7 }]) {
      expect(joinRoomSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes a signal with a description or a candidate, never neither', () => {
    expect(videoSignalSchema.safeParse({ roomId: 'r' }).success).toBe(false);
    expect(
      videoSignalSchema.safeParse({ roomId: 'r', description: { type: 'hello' } }).success,
    ).toBe(false);
    expect(
      videoSignalSchema.safeParse({ roomId: 'r', candidate: { candidate: 'candidate:1' } }).success,
    ).toBe(true);
  });
});
