import type { Page } from 'playwright-core';
import { axeAtBothWidths } from '../support/axe';
import { PATIENT, THERAPIST, bookRoom, inVideoScene, openAs, pageErrors } from './video-scene';

/** The room opens this long before the start (JOIN_VIDEO_EARLY_MINUTES). */
const OPENS_EARLY_MS = 10 * 60_000;

const timerText = (page: Page) => page.getByRole('timer').textContent({ timeout: 5_000 });
/** Set on the page's window: still there later means the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

/**
 * Issue 22, point 2: the client arrives before the room opens (a session starting in a little
 * over ten minutes, so it opens in one or two): the waiting room shows the times, a countdown
 * and that the therapist knows; the therapist's open dashboard says "Priya is waiting" in the
 * agenda and the bell as it happens; the room opens by itself at its time.
 */
export async function waitingRoomJourney(baseEnv: Record<string, string>) {
  const env = { SEED_DEMO: 'true', ...baseEnv };
  return inVideoScene({ env, traceAs: 'video-waiting-room-journey' }, async (server, browser) => {
    const { roomId, start } = await bookRoom(server, 11.5);
    const opensAt = start.getTime() - OPENS_EARLY_MS;

    const therapist = await openAs(browser, server, THERAPIST, '/dochome');
    await therapist.getByRole('heading', { name: 'Your sessions' }).waitFor({ timeout: 20_000 });
    await markDocument(therapist);
    const waitingBefore = await therapist.locator('[data-waiting="true"]').count();

    const patient = await openAs(browser, server, PATIENT, `/video-chat/${roomId}`);
    await patient.getByRole('heading', { name: 'Waiting room' }).waitFor({ timeout: 20_000 });
    await markDocument(patient);
    const firstTick = await timerText(patient);
    const room = {
      told: await patient.getByText(/^You're in the waiting room; /).textContent(),
      times: await patient.getByText(/^Session: /).textContent(),
      firstTick,
      laterTick: await patient
        .waitForFunction(
          (first) => {
            const now = document.querySelector('[role="timer"]')?.textContent;
            return now && now !== first ? now : false;
          },
          firstTick,
          { timeout: 5_000 },
        )
        .then((handle) => handle.jsonValue()),
      axe: await axeAtBothWidths(patient),
    };

    // Live on the therapist's open dashboard: the agenda and the bell.
    const agendaLine = therapist.locator('[data-waiting="true"]');
    await agendaLine.first().waitFor({ timeout: 20_000 });
    const bell = therapist.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click({ timeout: 10_000 });
    const inBell = therapist.getByRole('dialog').getByText(/^(Unread: )?Priya is waiting$/);
    await inBell.first().waitFor({ timeout: 10_000 });
    const dashboard = {
      waitingBefore,
      agenda: await agendaLine.allInnerTexts(),
      bell: await inBell.count(),
      sameDocument: await sameDocument(therapist),
    };

    // The room opens by itself at its time: the device check and Join appear, no reload.
    const untilOpen = Math.max(0, opensAt - Date.now());
    await patient
      .getByRole('button', { name: 'Join consultation' })
      .waitFor({ timeout: untilOpen + 30_000 });
    const opened = {
      lateMs: Date.now() - opensAt,
      sameDocument: await sameDocument(patient),
      timesStillShown: await patient.getByText(/^Session: /).count(),
    };
    return { room, dashboard, opened, pageErrors };
  });
}
