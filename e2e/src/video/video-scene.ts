import { chromium, type Browser, type Page } from 'playwright-core';
import { JOURNEY_CHROMIUM_ARGS, chromePath } from '../support/chrome-path';
import { fakeCameraFile } from './fake-camera';
import { startServer, stopServer, type RunningServer } from '../support/server';
import { openSignedIn } from '../support/signed-in-page';
import { keepTraces, startTrace } from '../support/traces';

/** The demo accounts of a demo-seeded server (apps/server/src/db/seed-data.ts). */
export const PASSWORD = 'solace-demo-2026';
export const PATIENT = { email: 'patient@solace.example', portal: 'login' } as const;
export const THERAPIST = { email: 'ananya.sharma@solace.example', portal: 'DocLogin' } as const;
/** A third person: another therapist, a stranger to the booking. */
export const STRANGER = { email: 'rohan.mehta@solace.example', portal: 'DocLogin' } as const;
type Account = typeof PATIENT | typeof THERAPIST | typeof STRANGER;

/** Chromium with a fake camera and microphone, allowed to connect WebRTC over loopback. */
export const VIDEO_CHROMIUM_ARGS = [
  ...JOURNEY_CHROMIUM_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

interface Session {
  token: string;
  user: { id: string; name: string };
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function signIn(server: RunningServer, account: Account): Promise<Session> {
  return call<Session>(`${server.url}/api/${account.portal}`, {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: PASSWORD }),
  });
}

/**
 * A booking whose room is open now: the therapist offers a 30-minute slot starting in five
 * minutes and the patient books it. Answers the room id.
 */
export async function bookOpenRoom(server: RunningServer): Promise<string> {
  return (await bookRoom(server, 5)).roomId;
}

/**
 * The therapist offers a 30-minute slot starting on the first whole minute `minutesAhead` from
 * now, and the patient books it. Answers the room id and the start.
 */
export async function bookRoom(server: RunningServer, minutesAhead: number) {
  const therapist = await signIn(server, THERAPIST);
  const patient = await signIn(server, PATIENT);
  const start = new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  await call(`${server.url}/api/doctor/add-available-slots`, {
    method: 'POST',
    token: therapist.token,
    body: JSON.stringify({
      slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
    }),
  });
  const own = await call<{ available: { id: string; start_time: string }[] }>(
    `${server.url}/api/doctor/available-slots`,
    { token: therapist.token },
  );
  const slot = own.available.find((s) => Date.parse(s.start_time) === start.getTime());
  if (!slot) throw new Error('the new slot is not listed');
  const booked = await call<{ booking: { roomId: string } }>(`${server.url}/api/bookings/create`, {
    method: 'POST',
    token: patient.token,
    body: JSON.stringify({ slotId: slot.id, doctorId: therapist.user.id }),
  });
  return { roomId: booked.booking.roomId, start };
}

/**
 * Test hooks, installed before the app loads: every RTCPeerConnection is kept in
 * `window.__pcs` (for getStats), and getDisplayMedia answers a 320×180 canvas stream
 * (`window.__screenTrack`), since a headless browser has no screen to pick.
 */
function installHooks() {
  const w = window as unknown as {
    __pcs: RTCPeerConnection[];
    __screenTrack?: MediaStreamTrack;
  };
  w.__pcs = [];
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      w.__pcs.push(this);
    }
  } as typeof RTCPeerConnection;
  navigator.mediaDevices.getDisplayMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext('2d')!;
    let frame = 0;
    setInterval(() => {
      frame += 1;
      g.fillStyle = `hsl(${(frame * 7) % 360} 60% 50%)`;
      g.fillRect(0, 0, 320, 180);
    }, 33);
    const stream = canvas.captureStream(30);
    w.__screenTrack = stream.getVideoTracks()[0];
    return stream;
  };
}

async function launchVideoBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...VIDEO_CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${fakeCameraFile()}`],
  });
}

/** The browsers whose pages record a trace (`openAs`): those of a scene given a trace name. */
const tracedBrowsers = new WeakSet<Browser>();

/**
 * Runs `scene` against a server started with `env` and a video browser, and stops both however
 * it ends: a browser that fails to launch no longer leaves its server running. Given `traceAs`,
 * a scene that fails leaves the Playwright trace of each page it opened in `.test-results/traces`
 * (`<traceAs>.zip`, `<traceAs>-2.zip`…), like every other browser journey.
 */
export async function inVideoScene<T>(
  { env, traceAs }: { env: Record<string, string>; traceAs?: string },
  scene: (server: RunningServer, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = await startServer(env);
  try {
    const browser = await launchVideoBrowser();
    if (traceAs) tracedBrowsers.add(browser);
    try {
      return await scene(server, browser);
    } catch (err) {
      if (traceAs) await keepTraces(browser.contexts(), traceAs);
      throw err;
    } finally {
      await browser.close().catch(() => undefined);
    }
  } finally {
    await stopServer(server);
  }
}

/** Uncaught errors of every page opened with `openAs`: a journey expects none. */
export const pageErrors: string[] = [];

/** A fresh browser context signed in as `account`, with the hooks, on `path`. */
export async function openAs(
  browser: Browser,
  server: RunningServer,
  account: Account,
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const session = await signIn(server, account);
  // bypassCSP: the journeys run axe-core in the page.
  const context = await browser.newContext({ baseURL: server.url, viewport, bypassCSP: true });
  await context.grantPermissions(['camera', 'microphone'], { origin: server.url });
  await context.addInitScript(installHooks);
  if (tracedBrowsers.has(browser)) await startTrace(context);
  const page = await context.newPage();
  // Every wait ends: a journey that goes wrong says where, instead of running out its time.
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (err) => pageErrors.push(`${account.email}: ${err.message}`));
  await openSignedIn(page, session, path);
  return page;
}

const remoteVideoSelector = (label: 'Therapist' | 'Client') => `video[data-video-label="${label}"]`;

/** The remote video: the figure labelled 'Therapist' or 'Client'. */
export const remoteVideo = (page: Page, label: 'Therapist' | 'Client') =>
  page.locator(remoteVideoSelector(label));

/** The id of the picture the remote video shows now (its video track), or null before one. */
export function remotePictureId(page: Page, label: 'Therapist' | 'Client'): Promise<string | null> {
  return remoteVideo(page, label).evaluate(
    (v: HTMLVideoElement) => (v.srcObject as MediaStream | null)?.getVideoTracks()[0]?.id ?? null,
  );
}

/**
 * Waits until the remote video plays a real picture, other than the one `replacing` names (a
 * rejoin's new connection, not the old one still on screen); answers its size and state. Each
 * look finds the video afresh: a rejoin may draw a new element in place of the old one, and a
 * handle on the old element would wait on a picture that is gone (a journey failed so once).
 */
export async function waitForRemotePicture(
  page: Page,
  label: 'Therapist' | 'Client',
  { replacing }: { replacing?: string | null } = {},
) {
  const picture = await page.waitForFunction(
    ([selector, old]) => {
      const v = document.querySelector<HTMLVideoElement>(selector);
      const track = (v?.srcObject as MediaStream | null)?.getVideoTracks()[0];
      if (!v || v.readyState < 2 || v.videoWidth === 0 || (old && track?.id === old)) return null;
      return { readyState: v.readyState, videoWidth: v.videoWidth, videoHeight: v.videoHeight };
    },
    [remoteVideoSelector(label), replacing ?? null] as const,
    { polling: 10, timeout: 20_000 },
  );
  return picture.jsonValue();
}

/** Frames decoded so far on the page's current connection (inbound-rtp video). */
export function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const pc = pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    if (!pc) return 0;
    let frames = 0;
    (await pc.getStats()).forEach(
      (stat: { type: string; kind?: string; framesDecoded?: number }) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += stat.framesDecoded ?? 0;
      },
    );
    return frames;
  });
}

/** Presses Join consultation once the pre-join check has the camera (click waits for it). */
export async function join(page: Page) {
  await page.getByRole('button', { name: 'Join consultation' }).click({ timeout: 20_000 });
}
