/**
 * The video consultation, for real: a server and Chromium started here (the test and the
 * benchmark run this file inside a loopback-only network namespace when they can), two people
 * joined, and what each side saw printed as one JSON line after `VIDEO_RESULT `.
 *
 *   node --import tsx e2e/src/video/video-call-run.ts journey
 *   node --import tsx e2e/src/video/video-call-run.ts bench [runs]
 *   node --import tsx e2e/src/video/video-call-run.ts long-call [minutes] [idle-limit-minutes]
 *   node --import tsx e2e/src/video/video-call-run.ts waiting-room
 *   node --import tsx e2e/src/video/video-call-run.ts ringing-call
 */
import type { Page } from 'playwright-core';
import { axeAtBothWidths } from '../support/axe';
import { callLayout, endPage } from './call-checks';
import { ringingCallJourney } from './ringing-call-journey';
import { waitingRoomJourney } from './waiting-room-journey';
import {
  PATIENT,
  STRANGER,
  THERAPIST,
  bookOpenRoom,
  framesDecoded,
  join,
  inVideoScene,
  openAs,
  pageErrors,
  remotePictureId,
  remoteVideo,
  waitForRemotePicture,
} from './video-scene';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

const statusOf = (page: Page) => page.getByRole('status').first().textContent({ timeout: 5_000 });

/** The id of the track the page sends as video on its current connection. */
const sentVideo = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __pcs: RTCPeerConnection[]; __screenTrack?: MediaStreamTrack };
    const pc = w.__pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    const track = pc?.getSenders().find((s) => s.track?.kind === 'video')?.track;
    return { id: track?.id ?? null, isScreen: Boolean(track && track === w.__screenTrack) };
  });

const signedInGreeting = (page: Page) =>
  page.getByText(/^Hi, /).first().waitFor({ timeout: 15_000 });

const remoteWidth = (page: Page, label: 'Therapist' | 'Client') =>
  remoteVideo(page, label).evaluate((v: HTMLVideoElement) => v.videoWidth);

async function journey(baseEnv: Record<string, string>) {
  const env = { SEED_DEMO: 'true', ...baseEnv };
  return inVideoScene({ env, traceAs: 'video-call-journey' }, async (server, browser) => {
    const roomId = await bookOpenRoom(server);
    const path = `/video-chat/${roomId}`;
    const patient = await openAs(browser, server, PATIENT, path);
    await join(patient);
    const waiting = await until(
      () => statusOf(patient),
      (t) => Boolean(t?.startsWith('Waiting')),
    );

    const therapist = await openAs(browser, server, THERAPIST, path, { width: 375, height: 740 });
    await join(therapist);
    const joinedAt = Date.now();
    const [patientSees, therapistSees] = await Promise.all([
      waitForRemotePicture(patient, 'Therapist'),
      waitForRemotePicture(therapist, 'Client'),
    ]);
    const firstFrameMs = Date.now() - joinedAt;
    const frames = {
      patient: await until(
        () => framesDecoded(patient),
        (n) => n > 0,
      ),
      therapist: await until(
        () => framesDecoded(therapist),
        (n) => n > 0,
      ),
    };
    const connected = {
      patient: await until(
        () => statusOf(patient),
        (t) => t === 'Connected',
      ),
      therapist: await until(
        () => statusOf(therapist),
        (t) => t === 'Connected',
      ),
    };

    // The call fits the screen: the patient's laptop (1280×800), the therapist's phone (375).
    const layout = {
      patient: await callLayout(patient, 'Therapist'),
      therapist: await callLayout(therapist, 'Client'),
    };
    const remoteNames = {
      patient: await remoteVideo(patient, 'Therapist').getAttribute('aria-label'),
      therapist: await remoteVideo(therapist, 'Client').getAttribute('aria-label'),
    };
    const inCallAxe = {
      patient: await axeAtBothWidths(patient),
      therapist: await axeAtBothWidths(therapist),
    };

    // A camera turned off shows the person's name and an icon on the other side, not black.
    await patient.getByRole('button', { name: 'Turn video off' }).click();
    const offCard = therapist
      .getByRole('figure', { name: 'Client' })
      .locator('[data-camera-off="true"]')
      .first();
    await offCard.waitFor({ timeout: 10_000 });
    const cameraOff = {
      text: await offCard.innerText(),
      icon: await offCard.getByRole('img', { name: "Priya Patel's camera is off" }).count(),
    };
    await patient.getByRole('button', { name: 'Turn video on' }).click();
    await offCard.waitFor({ state: 'detached', timeout: 10_000 });

    // Room chat, both ways: Enter sends on one side, the Send button on the other.
    const question = `Can you hear me well? ${Date.now()}`;
    await patient.getByRole('textbox', { name: 'Type a message...' }).fill(question);
    await patient.getByRole('textbox', { name: 'Type a message...' }).press('Enter');
    await therapist.getByText(question).waitFor({ timeout: 10_000 });
    const answer = 'Yes, loud and clear.';
    await therapist.getByRole('textbox', { name: 'Type a message...' }).fill(answer);
    await therapist.getByRole('button', { name: 'Send', exact: true }).click();
    await patient.getByText(answer).waitFor({ timeout: 10_000 });
    const chat = {
      therapistGotQuestion: await therapist.getByText(question).isVisible(),
      patientGotAnswer: await patient.getByText(answer).isVisible(),
      patientHeading: await patient
        .getByRole('heading', { name: 'Chat with your Therapist' })
        .count(),
      therapistHeading: await therapist
        .getByRole('heading', { name: 'Chat with your Client' })
        .count(),
    };

    // Screen share replaces the outgoing track; the browser's own "Stop sharing" ends it.
    const cameraTrack = await sentVideo(patient);
    const cameraWidth = await remoteWidth(therapist, 'Client');
    const pcsBefore = await patient.evaluate(
      () => (window as unknown as { __pcs: unknown[] }).__pcs.length,
    );
    await patient.getByRole('button', { name: 'Share screen' }).click();
    const whileSharing = await until(
      () => sentVideo(patient),
      (s) => s.isScreen,
    );
    const sharedWidth = await until(
      () => remoteWidth(therapist, 'Client'),
      (w) => w === 320,
    );
    await patient.evaluate(() => {
      (window as unknown as { __screenTrack: MediaStreamTrack }).__screenTrack.dispatchEvent(
        new Event('ended'),
      );
    });
    const afterSharing = await until(
      () => sentVideo(patient),
      (s) => s.id === cameraTrack.id,
    );
    const backWidth = await until(
      () => remoteWidth(therapist, 'Client'),
      (w) => w === cameraWidth,
    );
    const pcsAfter = await patient.evaluate(
      () => (window as unknown as { __pcs: unknown[] }).__pcs.length,
    );
    const share = {
      cameraTrack: cameraTrack.id,
      whileSharing,
      afterSharing,
      cameraWidth,
      sharedWidth,
      backWidth,
      newConnections: pcsAfter - pcsBefore,
      shareButtonBack: await patient.getByRole('button', { name: 'Share screen' }).count(),
    };

    // The patient reloads (a rejoin): both see each other again, on fresh connections. The
    // therapist's picture must be the new connection's, not the old one still on screen.
    const pictureBeforeRejoin = await remotePictureId(therapist, 'Client');
    if (!pictureBeforeRejoin) throw new Error('the therapist saw no picture before the rejoin');
    await patient.reload();
    await join(patient);
    const [patientSeesAfterRejoin, therapistSeesAfterRejoin] = await Promise.all([
      waitForRemotePicture(patient, 'Therapist'),
      waitForRemotePicture(therapist, 'Client', { replacing: pictureBeforeRejoin }),
    ]);

    // A third person is refused.
    const stranger = await openAs(browser, server, STRANGER, path);
    const refusal = await stranger.getByRole('alert').first().textContent({ timeout: 10_000 });

    // End Consultation asks first; then both see the end page with the next steps.
    await therapist.getByRole('button', { name: 'End Consultation' }).click();
    const dialog = therapist.getByRole('alertdialog', { name: 'End this consultation?' });
    await dialog.waitFor({ timeout: 10_000 });
    const dialogAxe = await axeAtBothWidths(therapist);
    const stillInCall = await remoteVideo(therapist, 'Client').count();
    await dialog.getByRole('button', { name: 'End Consultation' }).click();
    const ended = { therapist: await endPage(therapist), patient: await endPage(patient) };
    const endAxe = {
      therapist: await axeAtBothWidths(therapist),
      patient: await axeAtBothWidths(patient),
    };

    return {
      waiting,
      firstFrameMs,
      patientSees,
      therapistSees,
      frames,
      connected,
      chat,
      share,
      rejoined: { patientSees: patientSeesAfterRejoin, therapistSees: therapistSeesAfterRejoin },
      refusal,
      layout,
      remoteNames,
      inCallAxe,
      cameraOff,
      stillInCall,
      dialogAxe,
      ended,
      endAxe,
      pageErrors,
    };
  });
}

/** The page's newest peer connection, how many it made, and a signed-in API call's status. */
const callHealth = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const res = await fetch('/api/check-login', {
      // A look, not activity: it must not be what keeps the session alive.
      headers: {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'x-solace-background': '1',
      },
    });
    return {
      peerConnection: pcs.at(-1)?.connectionState ?? 'none',
      connectionsMade: pcs.length,
      checkLogin: res.status,
      path: location.pathname,
      prompts: document.querySelectorAll('[role="alertdialog"]').length,
    };
  });

/**
 * Issue 22: with SESSION_IDLE_MINUTES=`idleMinutes`, both people stay in the call for `minutes`
 * without a click or a key; the call alone must keep both signed in and connected.
 */
async function longCall(minutes: number, idleMinutes: number, baseEnv: Record<string, string>) {
  const env = { SEED_DEMO: 'true', SESSION_IDLE_MINUTES: String(idleMinutes), ...baseEnv };
  return inVideoScene({ env, traceAs: 'video-long-call-journey' }, async (server, browser) => {
    const roomId = await bookOpenRoom(server);
    const path = `/video-chat/${roomId}`;
    const patient = await openAs(browser, server, PATIENT, path);
    const therapist = await openAs(browser, server, THERAPIST, path);
    await Promise.all([join(patient), join(therapist)]);
    await Promise.all([
      waitForRemotePicture(patient, 'Therapist'),
      waitForRemotePicture(therapist, 'Client'),
    ]);
    const keepAlives = { patient: 0, therapist: 0 };
    for (const [who, page] of [
      ['patient', patient],
      ['therapist', therapist],
    ] as const) {
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/session/keepalive') keepAlives[who] += 1;
      });
    }
    const framesBefore = {
      patient: await framesDecoded(patient),
      therapist: await framesDecoded(therapist),
    };
    // The scenario is the passing time itself: nobody touches either page meanwhile.
    await sleep(minutes * 60_000);
    return {
      minutes,
      patient: { ...(await callHealth(patient)), status: await statusOf(patient) },
      therapist: { ...(await callHealth(therapist)), status: await statusOf(therapist) },
      roomPath: path,
      framesBefore,
      framesAfter: {
        patient: await framesDecoded(patient),
        therapist: await framesDecoded(therapist),
      },
      keepAlives,
      pageErrors,
    };
  });
}

/** Join → first remote frame on both sides, `runs` times in one room. */
async function bench(runs: number, baseEnv: Record<string, string>) {
  return inVideoScene({ env: { SEED_DEMO: 'true', ...baseEnv } }, async (server, browser) => {
    const roomId = await bookOpenRoom(server);
    const path = `/video-chat/${roomId}`;
    const patient = await openAs(browser, server, PATIENT, '/profile');
    const therapist = await openAs(browser, server, THERAPIST, '/dochome');
    await Promise.all([signedInGreeting(patient), signedInGreeting(therapist)]);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await Promise.all([patient.goto(path), therapist.goto(path)]);
      await Promise.all([
        patient.getByRole('button', { name: 'Join consultation' }).waitFor(),
        therapist.getByRole('button', { name: 'Join consultation' }).waitFor(),
      ]);
      await Promise.all([join(patient), join(therapist)]);
      const joinedAt = Date.now();
      await Promise.all([
        waitForRemotePicture(patient, 'Therapist'),
        waitForRemotePicture(therapist, 'Client'),
      ]);
      times.push(Date.now() - joinedAt);
      // Leave the room, and let the next page finish its session check before going on (an
      // interrupted check signs the web app out).
      await Promise.all([patient.goto('/profile'), therapist.goto('/dochome')]);
      await Promise.all([signedInGreeting(patient), signedInGreeting(therapist)]);
    }
    return { times };
  });
}

const [mode = 'journey', countArg, idleArg] = process.argv.slice(2);
const env = { LOG_LEVEL: 'error' };
const work =
  mode === 'bench'
    ? bench(Number(countArg ?? '10'), env)
    : mode === 'long-call'
      ? longCall(Number(countArg ?? '3'), Number(idleArg ?? '1'), env)
      : mode === 'waiting-room'
        ? waitingRoomJourney(env)
        : mode === 'ringing-call'
          ? ringingCallJourney(env)
          : journey(env);
work.then(
  (result) => {
    process.stdout.write(`\nVIDEO_RESULT ${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    process.stdout.write(`\nVIDEO_RESULT ${JSON.stringify({ error })}\n`);
    process.exit(1);
  },
);
