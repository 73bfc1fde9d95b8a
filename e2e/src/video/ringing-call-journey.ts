import type { Page } from 'playwright-core';
import { messages } from '@solace/shared';
import { axeAtBothWidths } from '../support/axe';
import { hydrated } from '../support/hydration';
import {
  PATIENT,
  THERAPIST,
  bookRoom,
  join,
  inVideoScene,
  openAs,
  pageErrors,
  waitForRemotePicture,
} from './video-scene';

const m = messages.calls;
/** Short rings for the journey (the default is 45 s): the missed call comes soon. */
export const JOURNEY_RING_SECONDS = 12;
const CLIENT = 'Priya Patel';
const THERAPIST_NAME = 'Dr. Ananya Sharma';

/**
 * Opens `path` in a full load and answers once the page's socket is connected (socket.io's
 * CONNECT answer, `40`, came over its WebSocket): from then on the person is online.
 */
async function gotoOnline(page: Page, path: string) {
  const online = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      }),
    );
  });
  await page.goto(path);
  await hydrated(page);
  await online;
}

const ringButton = (therapist: Page) => therapist.getByRole('button', { name: m.ringWho(CLIENT) });
const incoming = (patient: Page) => patient.getByRole('alertdialog', { name: m.incomingTitle });
/** What the therapist's ringing dialog says (its status line). */
const ringerStatus = (therapist: Page) =>
  therapist.getByRole('dialog', { name: m.ring }).getByRole('status');

/** The rows of the Call history section on the person's profile, with their outcome. */
async function callHistory(page: Page) {
  await gotoOnline(page, '/profile');
  const section = page.getByRole('region', { name: m.historyTitle });
  await section.getByRole('listitem').first().waitFor({ timeout: 15_000 });
  return section.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      outcome: item.getAttribute('data-call-outcome'),
      text: item.textContent ?? '',
    })),
  );
}

/**
 * Issue 28: the therapist rings the client of a due session from the dashboard; the client, in
 * another browser context on another page, sees the ringing dialog and accepts, and both are in
 * the room with each other's picture. Then a declined call, a missed one (CALL_RING_SECONDS
 * shortened) with its bell notice leading to the room, and the call history on both profiles.
 */
export async function ringingCallJourney(baseEnv: Record<string, string>) {
  const env = { SEED_DEMO: 'true', CALL_RING_SECONDS: String(JOURNEY_RING_SECONDS), ...baseEnv };
  const consoleErrors: string[] = [];
  return inVideoScene({ env, traceAs: 'calls-ringing-call-journey' }, async (server, browser) => {
    const { roomId } = await bookRoom(server, 5);
    const roomPath = `/video-chat/${roomId}`;
    const therapist = await openAs(browser, server, THERAPIST, '/plans');
    const patient = await openAs(browser, server, PATIENT, '/plans');
    patient.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await gotoOnline(therapist, '/dochome');
    await gotoOnline(patient, '/doctors');
    // A gesture on the page: from now on the ring may sound (Web Audio, autoplay rules).
    await patient.mouse.click(5, 5);

    // 1. Rung on another page; accepted from the keyboard; both in the room, seeing each other.
    await ringButton(therapist).click({ timeout: 20_000 });
    await ringerStatus(therapist)
      .filter({ hasText: m.ringing(CLIENT) })
      .waitFor()
      .catch(async (err: unknown) => {
        // What the ringer was told instead (not online, refused…): the failure says why.
        const shown = await therapist
          .getByRole('dialog', { name: m.ring })
          .textContent({ timeout: 2000 })
          .catch(() => 'no ringing dialog');
        throw new Error(`${String(err)}
the therapist's ringing dialog said: ${shown}`);
      });
    const dialog = incoming(patient);
    await dialog.waitFor({ timeout: 10_000 });
    const rang = {
      text: await dialog.textContent(),
      focused: await patient.evaluate(() => document.activeElement?.textContent ?? null),
      axe: await axeAtBothWidths(patient),
    };
    await patient.keyboard.press('Enter');
    await Promise.all([patient.waitForURL(`**${roomPath}`), therapist.waitForURL(`**${roomPath}`)]);
    await Promise.all([join(patient), join(therapist)]);
    const [patientSees, therapistSees] = await Promise.all([
      waitForRemotePicture(patient, 'Therapist'),
      waitForRemotePicture(therapist, 'Client'),
    ]);
    // The therapist ends the consultation; both leave the room.
    await therapist.getByRole('button', { name: 'End Consultation' }).click();
    await therapist
      .getByRole('alertdialog', { name: 'End this consultation?' })
      .getByRole('button', { name: 'End Consultation' })
      .click();

    // 2. Declined: the therapist is told.
    await gotoOnline(therapist, '/dochome');
    await gotoOnline(patient, '/services');
    await ringButton(therapist).click({ timeout: 20_000 });
    await incoming(patient).getByRole('button', { name: m.decline }).click({ timeout: 10_000 });
    await ringerStatus(therapist)
      .filter({ hasText: m.declined(CLIENT) })
      .waitFor();
    const declined = await ringerStatus(therapist).textContent();
    await therapist.getByRole('button', { name: m.close }).click();

    // 3. Missed: nobody answers; the server's time-out tells the therapist, the dialog goes,
    // and the client's bell has the notice, which leads to the room.
    await ringButton(therapist).click();
    await incoming(patient).waitFor({ timeout: 10_000 });
    await ringerStatus(therapist)
      .filter({ hasText: m.missed(CLIENT) })
      .waitFor({ timeout: (JOURNEY_RING_SECONDS + 20) * 1000 });
    const missed = await ringerStatus(therapist).textContent();
    await incoming(patient).waitFor({ state: 'detached', timeout: 10_000 });
    await patient.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const notice = patient.getByRole('dialog').getByText(`Unread: ${m.missedTitle}`);
    await notice.waitFor({ timeout: 10_000 });
    const noticeMessage = await patient
      .getByRole('dialog')
      .getByText(m.missedMessage(THERAPIST_NAME))
      .count();
    await notice.click();
    await patient.waitForURL(`**${roomPath}`);
    const noticePath = new URL(patient.url()).pathname;

    // 4. The call history on both profiles, newest first.
    const history = {
      patient: await callHistory(patient),
      therapist: await callHistory(therapist),
    };
    return {
      rang,
      patientSees,
      therapistSees,
      declined,
      missed,
      noticeMessage,
      noticePath,
      roomPath,
      history,
      consoleErrors,
      pageErrors,
    };
  });
}
