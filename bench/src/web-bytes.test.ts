import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { homePageScripts, measureHomePage } from './web-bytes';

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel="stylesheet" href="/assets/index-123.css">
  <link rel="modulepreload" href="https://cdn.example/outside.js">
  <script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe("the home page's JavaScript", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is the module entry and its modulepreload chunks, served from here', () => {
    expect(homePageScripts(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js']);
  });

  it('is summed raw, gzip and brotli; nothing when the app is not built', () => {
    expect(measureHomePage(dist)).toBeUndefined();
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const entry = Buffer.from('console.log("entry");'.repeat(200));
    const vendor = Buffer.from('export const react = 1;'.repeat(300));
    fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), entry);
    fs.writeFileSync(path.join(dist, 'assets/react-def.js'), vendor);
    fs.writeFileSync(path.join(dist, 'assets/index-123.css'), 'body{}'.repeat(1000));
    const page = measureHomePage(dist)!;
    expect(page.chunks).toBe(2);
    expect(page.raw).toBe(entry.length + vendor.length);
    expect(page.gzip).toBe(
      zlib.gzipSync(entry, { level: 9 }).length + zlib.gzipSync(vendor, { level: 9 }).length,
    );
    expect(page.brotli).toBeGreaterThan(0);
    expect(page.brotli).toBeLessThan(page.raw);

    // The home screen's chunk and what it imports count too: the page is not usable before.
    const home = Buffer.from('import{x}from"./shared-1.js";'.repeat(10));
    const shared = Buffer.from('export const x = 1;'.repeat(100));
    fs.writeFileSync(path.join(dist, 'assets/HomePage-9z.js'), home);
    fs.writeFileSync(path.join(dist, 'assets/shared-1.js'), shared);
    const usable = measureHomePage(dist)!;
    expect(usable.chunks).toBe(4);
    expect(usable.raw).toBe(entry.length + vendor.length + home.length + shared.length);
  });
});
