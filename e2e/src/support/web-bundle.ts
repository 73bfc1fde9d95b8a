import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

/** Where the e2e setup built the web app (global-setup.ts builds into WEB_DIST_DIR when set). */
export function webDistDir(): string {
  return process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(repoRoot, 'apps/web/dist');
}

/** A built file by its URL path (`/assets/x.js`). */
export function distFile(dist: string, url: string): string {
  return path.join(dist, ...url.split('/').filter(Boolean));
}

/** What index.html loads before anything runs: its module scripts and modulepreloads. */
export function entryScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1])
    .filter((url): url is string => url !== undefined);
}

// Only static imports and re-exports (`import{a}from"./x.js"`, `import"./x.js"`,
// `export{a}from"./x.js"`): `import("./x.js")` is a later page's code, fetched when it opens.
const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g;

/** `urls` and every chunk they statically import, transitively: all that must run first. */
export function staticClosure(dist: string, urls: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(distFile(dist, url), 'utf8');
    const dir = path.posix.dirname(url);
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(dir, relative!));
    }
  }
  return [...seen].sort();
}

/**
 * The bytes a browser downloads for `url` with this encoding: the compressed copy the build
 * wrote (the server sends exactly that file), or the file itself when there is none.
 */
function servedBytes(dist: string, url: string, encoding: 'gzip' | 'br'): number {
  const file = distFile(dist, url);
  const copy = `${file}.${encoding === 'gzip' ? 'gz' : 'br'}`;
  return fs.statSync(fs.existsSync(copy) ? copy : file).size;
}

export function totalBytes(dist: string, urls: string[], encoding: 'gzip' | 'br'): number {
  return urls.reduce((sum, url) => sum + servedBytes(dist, url, encoding), 0);
}
