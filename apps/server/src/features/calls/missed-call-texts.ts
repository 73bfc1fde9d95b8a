import { messages, withLanguage } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { MissedCallHook } from './calls.service';
import { readerOf } from '../notifications/notifications.service';
import { queueTexts } from '../texts/texts.service';

/**
 * Registered in `calls.missedCallHooks`: the person who missed a call gets a text with the
 * room's link on each channel they opted in to, in the transaction that records the miss (so
 * it goes out once, or not at all). In their own language, whoever rang.
 */
export function textMissedCall(ctx: AppContext): MissedCallHook {
  return async (unit, missed) => {
    const url = `${ctx.config.publicUrl}${missed.link}`;
    const { language } = await readerOf(unit.db, missed.calleeId);
    queueTexts(ctx, unit, [
      {
        userId: missed.calleeId,
        bookingId: missed.bookingId,
        kind: 'missed_call',
        body: withLanguage(language, () => messages.texts.missedCall(missed.callerName, url)),
        params: [missed.callerName, url],
        language,
      },
    ]);
  };
}
