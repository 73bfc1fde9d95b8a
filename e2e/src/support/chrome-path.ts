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

/**
 * The journeys' browsers run V8 without its optimizing compilers (Maglev and TurboFan): a
 * journey's page lives for seconds, so compiling its hot code again, on helper threads, costs
 * more CPU than the faster code gives back. Measured on a machine of this kind (decision note
 * 0032, an eighteenth pass), alternating runs: six journey files 266 against 224 machine CPU-s
 * (three pairs), the English axe sweep 313 against 229 (two). The pages run the same code, only
 * compiled by V8's baseline tiers; the page-load benchmark keeps V8's default, as a visitor's
 * browser has it.
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
