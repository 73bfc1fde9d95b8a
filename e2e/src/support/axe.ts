import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** How long a page gets to settle before a finding is looked at again. */
const SETTLE_MS = 400;

/** Colours in the middle of a transition (a button just enabled or pressed) are not the page's. */
function transitionsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/** One axe-core run: the serious and critical findings, each with where and why. */
async function seriousFindings(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: {
              id: string;
              impact: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      count: v.nodes.length,
      where: v.nodes
        .slice(0, 3)
        .map((node) =>
          `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
        ),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.count}) at ${v.where.join(' | ')}`);
}

/**
 * Has every document the page opens from now on start with axe-core loaded, for a sweep that
 * checks many pages in one tab: Chromium keeps the compiled script instead of receiving and
 * compiling 550 KB again on each load (seriousAxeViolations then finds it there).
 */
export async function loadAxeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: axeSource });
}

/**
 * axe-core's serious and critical findings on the page once it has settled (needs bypassCSP).
 * A finding is confirmed by a second run a moment later: a button enabled while axe was reading
 * the page starts its colour transition from the disabled colours, which are not the page's.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Once per document: the second width's check on the same page reuses it (axe is 550 KB of
  // script to parse again).
  if (await page.evaluate(() => !('axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const first = await seriousFindings(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(SETTLE_MS);
  return seriousFindings(page);
}

/** The page laid out again at `width` (media queries answer at once; React draws next frame). */
export async function resizeTo(page: Page, width: number): Promise<void> {
  // Chromium draws no frame for a page behind another (a journey with two people has two), and
  // a wait for a frame never ended so once in CI: the page is brought to the front before the
  // resize, so that it is drawn at the new width.
  await page.bringToFront();
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((w) => document.documentElement.clientWidth <= w, width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** How long a page may take to fit a phone's width after a resize before it is called too wide. */
const REFLOW_LIMIT_MS = 5_000;

const fits = (page: Page, width: number) =>
  page
    .waitForFunction((w) => document.documentElement.scrollWidth <= w, width, {
      timeout: REFLOW_LIMIT_MS,
    })
    .then(
      () => true,
      () => false,
    );

/**
 * Waits for the page to fit `width` after a resize. Once in CI, and once in four local runs of
 * the six journey files that check both widths, a dashboard narrowed to 375 px while it drew its
 * first data stayed laid out 1,018 px wide for over ten seconds: header and footer in their
 * desktop layout (the footer's links off its dark background), although the same document and
 * styles, taken from the failure's trace, fit 375 px when loaded at that width. The emulated
 * resize is then made once more (one pixel wider, and back), as a window's next resize would; a
 * page that still does not fit is reported, with what sticks out.
 */
async function fitsAfterResize(page: Page, width: number): Promise<void> {
  if (await fits(page, width)) return;
  await page.setViewportSize({ width: width + 1, height: 800 });
  await resizeTo(page, width);
  await fits(page, width);
}

/** The page's elements that reach past `width`, outermost first (for a finding's message). */
function stickingOut(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.right <= w + 1 || box.width === 0) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
      out.push(`${name} ${Math.round(box.left)}-${Math.round(box.right)} px`);
      if (out.length === 5) break;
    }
    return out;
  }, width);
}

/**
 * axe's serious findings at a phone's 375 px and a laptop's 1280 px, the page's size restored;
 * at 375 px also a page wider than the phone (a sideways scroll), which axe does not look for.
 */
export async function axeAtBothWidths(page: Page): Promise<Record<string, string[]>> {
  const original = page.viewportSize();
  const found: Record<string, string[]> = {};
  for (const width of [375, 1280]) {
    await resizeTo(page, width);
    if (width === 375) await fitsAfterResize(page, width);
    found[width] = await Promise.race([
      seriousAxeViolations(page),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`axe did not finish at ${width} px`)), 60_000),
      ),
    ]);
    if (width !== 375) continue;
    // Read here rather than with browser.ts's pageWidth: the video runner's child process uses
    // this file, and browser.ts needs vitest.
    const drawn = await page.evaluate(() => document.documentElement.scrollWidth);
    if (drawn > width) {
      const what = (await stickingOut(page, width)).join(', ');
      found[width].push(`${new URL(page.url()).pathname} is ${drawn} px wide (${what})`);
    }
  }
  if (original) await page.setViewportSize(original);
  return found;
}
