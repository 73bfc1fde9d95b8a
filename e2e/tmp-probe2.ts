import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './src/support/chrome-path';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage();
const loaded: string[] = [];
page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) loaded.push(u.pathname); });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto('http://127.0.0.1:3917' + (process.argv[2] ?? '/'));
await page.waitForLoadState('networkidle');
let total = 0;
for (const u of loaded) { const f = '/work/wt-react/apps/web/dist' + u + '.gz'; const n = fs.existsSync(f) ? fs.statSync(f).size : fs.statSync('/work/wt-react/apps/web/dist' + u).size; total += n; console.log((n/1024).toFixed(1), u); }
console.log('total', (total / 1024).toFixed(1));
await browser.close();
