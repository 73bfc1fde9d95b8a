/// <reference lib="dom" />
/**
 * The public pages as a first visitor on a slow phone gets them: Chromium (playwright-core, the
 * e2e suite's browser and flags) under slow 4G emulated through the DevTools protocol (400 kbps
 * down and up, 400 ms round trip, the CPU four times slower), a fresh browser context (cold
 * cache) for each load. For /, /doctors and a therapist's booking page: first contentful paint,
 * largest contentful paint and the time until a therapist card (on the booking page, the first
 * free time) can be clicked: it is on the painted page, a real `<a href>` or form button from the
 * server's HTML that a click follows with or without scripts. When React has hydrated it (its
 * own click handling) is shown too. Each figure is the median of a few loads, from the
 * navigation's start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD, demoDoctors } from '@solace/server';
import { CHROMIUM_ARGS, chromePath } from '../../e2e/src/support/chrome-path';
import { slotTimes } from './seed';
import { serverEnv, startServer } from './servers';

const SLOW_4G = {
  /** Bytes per second: 400 kbit/s. */
  throughput: (400 * 1000) / 8,
  latencyMs: 400,
  cpuSlowdown: 4,
};

/** Selectors of a therapist card's link on each page (`{doctorId}`: the one given free times). */
const PAGES = [
  // The home page's preview cards: the therapist's name links to their page.
  { url: '/', card: 'main ul li h3 a[href^="/doctors/"]' },
  // The list's cards: "Book" leads to the therapist's booking page.
  { url: '/doctors', card: 'main ul li a[href^="/bookings/"]' },
  // The booking page's first free time: a form's button that opens the page with it picked.
  { url: '/bookings/{doctorId}', card: 'main form button[name="slot"]' },
];

/** How many free times the therapist of the booking page gets (the demo catalogue has none). */
const FREE_TIMES = 12;

/**
 * Gives the first demo therapist free times, signed in as them over the API (the server owns
 * its database), as they would add them: their id.
 */
async function therapistWithFreeTimes(baseUrl: string): Promise<string> {
  const call = async <T>(path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { token, user } = await call<{ token: string; user: { id: string } }>('/DocLogin', {
    email: demoDoctors[0]!.email,
    password: DEMO_PASSWORD,
  });
  await call('/doctor/add-available-slots', { slots: slotTimes(FREE_TIMES) }, token);
  return user.id;
}

export interface PageLoadRow {
  page: string;
  loads: number;
  fcpMs: number;
  lcpMs: number;
  /** The card's link is on the painted page (the later of its arrival and the first paint). */
  clickableMs: number;
  /** React has hydrated the card. */
  hydratedMs: number;
  /** Script bytes as sent (brotli), KB. */
  scriptKb: number;
}

const RUNS = Number(process.env.PAGE_LOAD_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Before the page's scripts: the largest contentful paint so far, as the browser reports it. */
function watchPaints() {
  const seen = window as unknown as { lcp: number };
  seen.lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function loadOnce(browser: Browser, baseUrl: string, url: string, card: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.throughput,
      uploadThroughput: SLOW_4G.throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
    // Script bytes as they came over the wire (compressed), by the DevTools' own count.
    let scriptBytes = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (new URL(response.url).pathname.endsWith('.js')) scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) scriptBytes += encodedDataLength;
    });
    await page.addInitScript(watchPaints);
    await page.goto(`${baseUrl}${url}`, { waitUntil: 'commit' });
    // The first card's link as the server's HTML brings it: a click follows it, scripts or not.
    const linked = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : false),
      card,
      { polling: 'raf', timeout: 120_000 },
    );
    const linkMs = (await linked.jsonValue()) as number;
    // The same card once React owns it (it tags the elements it hydrated).
    const hydrated = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        const owned = element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
        return owned ? performance.now() : false;
      },
      card,
      { polling: 'raf', timeout: 120_000 },
    );
    const hydratedMs = (await hydrated.jsonValue()) as number;
    await page.waitForLoadState('networkidle');
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as unknown as { lcp: number }).lcp,
    }));
    // A link cannot be clicked before it is painted.
    return { fcp, lcp, clickableMs: Math.max(linkMs, fcp), hydratedMs, scriptBytes };
  } finally {
    await context.close();
  }
}

/** Starts a server with the demo catalogue and loads each page RUNS times. */
export async function measurePageLoad(): Promise<PageLoadRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-page-'));
  const server = await startServer({ ...serverEnv(dataDir), SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS });
  try {
    const doctorId = await therapistWithFreeTimes(server.url);
    const rows: PageLoadRow[] = [];
    for (const page of PAGES) {
      const { card } = page;
      const url = page.url.replace('{doctorId}', doctorId);
      // One load unmeasured: the server draws and keeps the page on its first request.
      await loadOnce(browser, server.url, url, card);
      const loads = [];
      for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, server.url, url, card));
      rows.push({
        page: page.url,
        loads: loads.length,
        fcpMs: median(loads.map((l) => l.fcp)),
        lcpMs: median(loads.map((l) => l.lcp)),
        clickableMs: median(loads.map((l) => l.clickableMs)),
        hydratedMs: median(loads.map((l) => l.hydratedMs)),
        scriptKb: median(loads.map((l) => l.scriptBytes)) / 1024,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
