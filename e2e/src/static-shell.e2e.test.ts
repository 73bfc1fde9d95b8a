import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const WIDTHS = [1280, 375] as const;

/** Issue 14, point 8: a slow network shows Solace at once, before any JavaScript has run. */
describe('the static shell', () => {
  const { newPage } = useBrowser();

  it('is in the HTML as served: the brand inside #root, no script needed', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/signup`)).text();
    const root = /<div id="root">([\s\S]*?)<noscript>/.exec(html)?.[1] ?? '';
    expect(root).toContain('Solace');
    expect(root).toContain('shell-bar');
    expect(root).not.toContain('<script');
  });

  for (const width of WIDTHS) {
    it(`shows the brand and the bar with JavaScript blocked, then the app takes its place without moving (${width} px)`, async () => {
      const blocked = await newPage({ width });
      await blocked.route('**/*.js', (route) => route.abort());
      // A page the browser draws (the public pages come drawn by the server instead).
      await blocked.goto('/login');
      const shell = blocked.locator('[data-shell]');
      await shell.getByText('Solace').waitFor();
      const shellBox = await shell.boundingBox();
      expect(shellBox?.height).toBe(width >= 900 ? 73 : 65);
      const background = await blocked.evaluate(
        () => getComputedStyle(document.body).backgroundColor,
      );
      expect(background).toBe('rgb(246, 243, 238)');

      const page = await newPage({ width });
      await page.goto('/doctors');
      await page.getByRole('heading', { level: 1, name: /Meet Our Doctors/ }).waitFor();
      expect(await page.locator('[data-shell]').count()).toBe(0);
      const bar = await page.locator('header').first().boundingBox();
      // Same height as the shell's bar: the page below it does not jump when the app mounts.
      expect(bar?.height).toBe(shellBox?.height);
      expect(page.problems).toEqual([]);
    });
  }
});
