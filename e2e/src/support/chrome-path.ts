import fs from 'node:fs';

/** Debian's Chromium, or the browser CHROME_PATH names. */
export function chromePath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. The browser tests drive a real Chromium: ` +
        'install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), ' +
        'or set CHROME_PATH to a Chrome or Chromium executable.',
    );
  }
  return candidate;
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
