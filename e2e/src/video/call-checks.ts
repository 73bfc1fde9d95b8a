import type { Page } from 'playwright-core';

/**
 * Where the remote video and the fixed control bar are on the unscrolled page: both must be
 * wholly on screen, the video above the bar, and nothing wider than the screen.
 */
export function callLayout(page: Page, label: 'Therapist' | 'Client') {
  return page.evaluate((which) => {
    // 'instant': the theme scrolls smoothly, and a smooth scroll would still be on its way.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const video = document.querySelector(`video[data-video-label="${which}"]`);
    const bar = document.querySelector(
      '[role="toolbar"][aria-label="Call controls"]',
    )?.parentElement;
    if (!video || !bar) return null;
    const v = video.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    return {
      videoTop: Math.round(v.top),
      videoBottom: Math.round(v.bottom),
      videoHeight: Math.round(v.height),
      barTop: Math.round(b.top),
      barBottom: Math.round(b.bottom),
      barPosition: getComputedStyle(bar).position,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      pageWidth: document.documentElement.scrollWidth,
    };
  }, label);
}

/** What the end page shows: its status line and the next steps offered. */
export async function endPage(page: Page) {
  const region = page.getByRole('region', { name: 'The consultation has ended' });
  await region.waitFor({ timeout: 15_000 });
  const names = async (role: 'button' | 'link') =>
    (await region.getByRole(role).allInnerTexts()).map((text) => text.trim());
  return {
    status: await region.getByRole('status').textContent(),
    buttons: await names('button'),
    links: await names('link'),
    crisisLine: await region.getByRole('note').count(),
    path: new URL(page.url()).pathname,
  };
}
