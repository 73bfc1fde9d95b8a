import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { MissedCallHook } from './calls.service';
import { queueTexts } from '../texts/texts.service';

/**
 * Registered in `calls.missedCallHooks`: the person who missed a call gets a text with the
 * room's link on each channel they opted in to, in the transaction that records the miss (so
 * it goes out once, or not at all).
 */
export function textMissedCall(ctx: AppContext): MissedCallHook {
  return async (unit, missed) => {
    const url = `${ctx.config.publicUrl}${missed.link}`;
    queueTexts(ctx, unit, [
      {
        userId: missed.calleeId,
        bookingId: missed.bookingId,
        kind: 'missed_call',
        body: messages.texts.missedCall(missed.callerName, url),
        params: [missed.callerName, url],
      },
    ]);
  };
}
