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
