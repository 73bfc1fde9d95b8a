import { describe, expect, it } from 'vitest';
import { describeSessionTime, messages } from '@solace/shared';
import { bellOf, englishClient, isIn, setReader, wordsIn } from '../../test/language-kit';
import { consentDirectly, textsOf } from '../../test/text-kit';
import { useTestApp } from '../../test/test-app';
import { bookedRoom } from '../video/video-test-scene';
import { callsApi } from './call-test-scene';

/**
 * Issue 29: a missed call's bell and text reach the person rung in their language, and the
 * waiting room's notice the therapist in theirs.
 */
describe("a missed call in the rung person's language", () => {
  const ctx = useTestApp();

  it.each(['hi', 'en'] as const)('tells a client reading %s', async (language) => {
    const scene = await bookedRoom(ctx.app);
    await setReader(ctx.database.db, scene.patient.id, language, 'Asia/Kolkata');
    await consentDirectly(ctx.app, scene.patient.id, 'sms', '+919812300044');
    // No tab open: missed at once; the therapist's request carries no language (English).
    const call = await callsApi(ctx.app).rang(scene.doctor.token, scene.booking.id);
    expect(call).toMatchObject({ outcome: 'missed' });

    const m = messages.calls;
    const notice = (await bellOf(ctx.app, scene.patient.token)).find(
      (n) => n.link === `/video-chat/${scene.roomId}`,
    );
    expect(notice).toMatchObject(
      wordsIn(language, () => ({
        title: m.missedTitle,
        message: m.missedMessage(scene.doctor.name),
      })),
    );
    const text = (await textsOf(ctx.app, scene.patient.id)).find((t) => t.kind === 'missed_call');
    const url = text!.params![1]!;
    expect(text!.body).toBe(
      wordsIn(language, () => messages.texts.missedCall(scene.doctor.name, url)),
    );
    expect(isIn(language, text!.body ?? '')).toBe(true);
  });

  it.each(['hi', 'en'] as const)(
    'tells a therapist reading %s that their client is waiting',
    async (language) => {
      const scene = await bookedRoom(ctx.app, 3);
      await setReader(ctx.database.db, scene.doctor.id, language, 'Europe/London');
      const res = await englishClient(ctx.app).post(
        `/api/video/${scene.roomId}/arrived`,
        {},
        scene.patient.token,
      );
      expect(res.json()).toEqual({ told: true });
      const v = messages.video;
      expect(await bellOf(ctx.app, scene.doctor.token)).toContainEqual(
        expect.objectContaining(
          wordsIn(language, () => ({
            title: v.isWaiting(scene.patient.name),
            message: v.isWaitingMessage(
              scene.patient.name,
              describeSessionTime(new Date(scene.booking.start_time), 'Europe/London'),
            ),
          })),
        ),
      );
    },
  );
});
