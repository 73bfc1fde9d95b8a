import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import robotsParser from 'robots-parser';
import { LANGUAGES, languagePath } from '@solace/shared';
import { useTestApp } from '../test/test-app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
const indexHtml = '<!doctype html><div id="root"></div>';
/** A chunk as the build leaves it: the file, and its brotli and gzip copies beside it. */
const chunk = `export const hello = ${JSON.stringify('hello '.repeat(200))};`;
function writeWithCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
writeWithCopies(path.join(webDist, 'index.html'), indexHtml);
writeWithCopies(path.join(webDist, 'assets', 'chunk-abcd.js'), chunk);
// Too small to be worth compressing: the build writes no copies.
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** The spec's route table, with sample parameters. */
const clientRoutes = [
  '/',
  '/home',
  '/plans',
  '/doctors',
  '/services',
  '/signup',
  '/login',
  '/doctorLogin',
  '/changepass?email=a%40b.example&token=x',
  '/verifymail',
  '/confirm-email?token=x',
  '/liveChat',
  '/profile',
  '/report-problem',
  '/bookings',
  '/bookings/0b6c2a4e-0000-4000-8000-000000000000',
  '/dochome',
  '/video-chat/room-123',
  '/some/other/client/route',
];

describe('serving the web app', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });

  it.each(clientRoutes)('answers %s with the web app', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it("sends a browser asking for /favicon.ico to the app's icon", async () => {
    const res = await ctx.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('serves built assets with a long cache life', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip, deflate', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['gzip;q=0.5, br;q=1', 'br', zlib.brotliDecompressSync],
  ] as const)(
    'sends the copy compressed at build time for Accept-Encoding: %s',
    async (accept, encoding, decompress) => {
      const res = await ctx.app.inject({
        url: '/assets/chunk-abcd.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBeLessThan(chunk.length);
      expect(decompress(res.rawPayload).toString()).toBe(chunk);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await ctx.app.inject({
      url: '/assets/chunk-abcd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.body).toBe(chunk);
  });

  it('sends the plain file when the build wrote no compressed copy', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it.each(['/', '/doctors', '/bookings/some-id'])(
    'sends %s the compressed index.html, never cached',
    async (url) => {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    },
  );

  it('answers a missing asset with 404, not the web app', async () => {
    const res = await ctx.app.inject({ url: '/assets/missing-9999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it.each(['/api/nothing-here', '/api', '/api/doctors/extra/segments'])(
    'answers the unknown API path %s with 404 JSON',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: 'Not found', message: 'Not found', code: 'NOT_FOUND' });
    },
  );

  it('answers a wrong method on an API path with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/plans' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers with pages', async () => {
    const res = await ctx.app.inject({ url: '/doctors' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('robots.txt', () => {
    const site = 'https://solace.example';

    /** The rules as a crawler reads them (robots-parser: RFC 9309's longest match, `$`, `*`). */
    async function crawler() {
      const res = await ctx.app.inject({ url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return robotsParser(`${site}/robots.txt`, res.body);
    }
    /** Each page's address in every language (`/plans`, `/hi/plans`). */
    const inEveryLanguage = (pages: string[]) =>
      LANGUAGES.flatMap((language) =>
        pages.map((page) => `${site}${languagePath(language, page)}`),
      );

    it('lets search engines read the public pages in both languages, and what draws them', async () => {
      const robots = await crawler();
      for (const url of inEveryLanguage([
        '/',
        '/home',
        '/plans',
        '/services',
        '/doctors',
        '/doctors/0b6c2a4e-0000-4000-8000-000000000000',
        '/bookings/0b6c2a4e-0000-4000-8000-000000000000',
        '/urgent-help',
        '/privacy',
        '/terms',
        '/assets/index-abcd.js',
        '/avatars/ananya.webp',
        '/favicon.svg',
      ])) {
        expect(robots.isAllowed(url, 'Googlebot'), url).toBe(true);
      }
    });

    it("keeps people's own pages, sign-in forms, token links and the API out of search", async () => {
      const robots = await crawler();
      for (const url of inEveryLanguage([
        '/profile',
        '/appointments',
        '/bookings',
        '/liveChat',
        '/video-chat/room-123',
        '/dochome',
        '/dochome/profile',
        '/doctor/sessions/0b6c2a4e-0000-4000-8000-000000000000/note',
        '/questionnaires/0b6c2a4e-0000-4000-8000-000000000000',
        '/admin',
        '/report-problem',
        '/signup',
        '/login',
        '/doctorLogin',
        '/changepass?email=a%40b.example&token=x',
        '/confirm-email?token=x',
        '/verifymail',
        '/plans-of-someone',
      ])) {
        expect(robots.isDisallowed(url, 'Googlebot'), url).toBe(true);
      }
      expect(robots.isDisallowed(`${site}/api/doctors`, 'Googlebot')).toBe(true);
      expect(robots.isDisallowed(`${site}/socket.io/?EIO=4`, 'Googlebot')).toBe(true);
    });
  });
});
