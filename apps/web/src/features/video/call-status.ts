import { videoMessages } from '@solace/shared';
import type { CallStatus } from './use-video-call';

/** Who the other person in the call is (a key, not words: the words are videoMessages'). */
export type OtherSide = 'Therapist' | 'Client';

/** The line above the videos: where the call stands, in the words people read. */
export function callStatusText(status: CallStatus, other: OtherSide): string {
  const m = videoMessages;
  switch (status) {
    case 'joining':
    case 'connecting':
      return m.connecting;
    case 'waiting':
      return m.waiting(other);
    case 'connected':
      return m.connected;
    case 'reconnecting':
      return m.reconnecting;
    case 'left':
      return m.otherLeft;
    case 'ended':
      return m.otherEnded;
    case 'taken-over':
      return m.takenOver;
    case 'refused':
      return m.notAvailable;
    case 'cancelled':
      return m.closedCancelled;
    case 'closed':
      return m.closedEnded;
  }
}
