/**
 * The home page's JavaScript until it is usable: the entry script of the built index.html, the
 * chunks it preloads, and the home screen's own chunk (the router fetches it at once) with all
 * they import, summed raw, gzip and brotli. The same closure as the budget test's.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { staticClosure } from '../../e2e/src/support/web-bundle';

export interface PageBytes {
  chunks: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The local script paths index.html loads or preloads as modules. */
export function homePageScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isEntry = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isEntry ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !/^[a-z]+:|^\/\//i.test(url)) found.add(url);
  }
  return [...found];
}

/** Undefined when the web app has not been built into `distDir`. */
export function measureHomePage(distDir: string): PageBytes | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const homeScreen = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => /^HomePage-[\w-]+\.js$/.test(file))
    .map((file) => `/assets/${file}`);
  const entry = homePageScripts(fs.readFileSync(indexFile, 'utf8'));
  const scripts = staticClosure(distDir, [...entry, ...homeScreen]);
  const total: PageBytes = { chunks: scripts.length, raw: 0, gzip: 0, brotli: 0 };
  for (const script of scripts) {
    const bytes = fs.readFileSync(path.join(distDir, script.replace(/^\//, '').split('?')[0]!));
    total.raw += bytes.length;
    total.gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    total.brotli += zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}
