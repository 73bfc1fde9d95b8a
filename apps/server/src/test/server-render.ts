import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDir = path.join(repoRoot, 'apps/web');

/**
 * A web build folder with what the server reads of it: index.html and the web app's real server
 * render (`vite build --ssr`, one self-contained module). One per test process, apart from
 * `apps/web/dist`, so tests never depend on (or overwrite) someone's build. Pass it as
 * WEB_DIST_DIR once buildServerRender has resolved (a beforeAll before useTestApp's).
 */
export const SERVER_RENDER_DIST = path.join(os.tmpdir(), `solace-server-render-${process.pid}`);

let built: Promise<void> | undefined;

export function buildServerRender(): Promise<void> {
  return (built ??= build());
}

async function build(): Promise<void> {
  fs.rmSync(SERVER_RENDER_DIST, { recursive: true, force: true });
  fs.mkdirSync(SERVER_RENDER_DIST, { recursive: true });
  fs.copyFileSync(path.join(webDir, 'index.html'), path.join(SERVER_RENDER_DIST, 'index.html'));
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const outDir = path.join(SERVER_RENDER_DIST, 'ssr');
  const args = ['build', '--ssr', 'src/ssr/render-public-page.tsx', '--outDir', outDir];
  const child = spawn(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
    cwd: webDir,
    // vitest sets NODE_ENV=test; the server render is built as it is released.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`building the server render failed: ${errors}`);
  process.once('exit', () => fs.rmSync(SERVER_RENDER_DIST, { recursive: true, force: true }));
}
