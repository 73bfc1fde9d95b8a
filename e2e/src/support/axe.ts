import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical findings on the page as it is now (needs bypassCSP). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  // Colours in the middle of a transition (a button just pressed) are not the page's colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
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
    // Where, and why, so that a failure says what to fix.
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
