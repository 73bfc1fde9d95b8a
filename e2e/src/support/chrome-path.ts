import fs from 'node:fs';

/**
 * Debian's Chromium builds, lightest first. The headless shell (package chromium-headless-shell,
 * what Playwright itself runs headless) is the same Blink and V8 without the browser's window
 * machinery: the same journeys cost Chromium a third to two fifths less CPU than in the full
 * browser's headless mode (decision note 0032, an eighth pass).
 */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser CHROME_PATH names, else the first of Debian's Chromium builds installed. */
export function chromePath(): string {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : DEBIAN_CHROMIUMS;
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium was not found at ${candidates.join(' or ')}. The browser tests drive a real ` +
        'Chromium: install it with "sudo apt-get install -y chromium-headless-shell" ' +
        '(Debian/Ubuntu; or chromium), or set CHROME_PATH to a Chrome or Chromium executable.',
    );
  }
  return found;
}

/** The flags Chromium needs to run headless as root in a sandbox (no vitest here: child scripts use it). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
