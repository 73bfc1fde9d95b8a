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
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.count})`);
}
