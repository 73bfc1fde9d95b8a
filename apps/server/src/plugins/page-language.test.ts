import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

// A web build of two languages, as `vite build` leaves it: English at the root, Hindi in hi/.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-web-languages-'));
fs.mkdirSync(path.join(webDist, 'hi', 'assets'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), '<html lang="en"><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'hi', 'index.html'), '<html lang="hi"><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'hi', 'assets', 'app-1234.js'), 'console.log("हिन्दी")');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('pages in the reader’s language', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers a path with the Hindi prefix from the Hindi build, whatever the reader chose', async () => {
    for (const url of ['/hi', '/hi/login', '/hi/appointments?x=1', '/hi/video-chat/room-1']) {
      const res = await get(url, { cookie: 'solace_lang=en', 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('lang="hi"');
    }
    const asset = await get('/hi/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('हिन्दी');
  });

  it('answers an unprefixed path in English for a reader who has not chosen, or chose English', async () => {
    const readers: Record<string, string>[] = [
      {},
      { cookie: 'solace_lang=en', 'accept-language': 'hi-IN,hi' },
    ];
    for (const headers of readers) {
      const res = await get('/login', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('lang="en"');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('sends a reader who chose Hindi, or whose browser asks for it first, to the Hindi path', async () => {
    const chose = await get('/appointments?tab=past', { cookie: 'a=1; solace_lang=hi' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi/appointments?tab=past');
    const browser = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/hi');
    // English first in the browser's list: English.
    const english = await get('/', { 'accept-language': 'en-IN,hi;q=0.9' });
    expect(english.statusCode).toBe(200);
  });

  it('keeps a ?lang= choice in a cookie for a year and sends the page on without it', async () => {
    const res = await get('/doctors?lang=en&page=2');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/doctors?page=2');
    expect(res.headers['set-cookie']).toMatch(
      /^solace_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    const hindi = await get('/hi/doctors?lang=hi');
    expect(hindi.headers.location).toBe('/hi/doctors');
    expect(hindi.headers['set-cookie']).toMatch(/^solace_lang=hi;/);
    // An unknown language keeps nothing.
    const unknown = await get('/doctors?lang=fr');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the API, sockets and files alone', async () => {
    const api = await get('/api/health', { cookie: 'solace_lang=hi' });
    expect(api.statusCode).toBe(200);
    const file = await get('/favicon.svg', { cookie: 'solace_lang=hi' });
    expect(file.statusCode).toBe(404);
  });
});
