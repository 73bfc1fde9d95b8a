import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPatient } from '../db/seed-data';
import { buildApp } from '../app';
import { testConfig, useTestApp } from '../test/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-outbox-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  const ctx = useTestApp({ env: { DATA_DIR: dataDir } });

  it('writes each mail to DATA_DIR/outbox as an .eml file with text and HTML parts', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifyemail',
      payload: { email: demoPatient.email },
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    // The mail was committed with the answer: draining the outbox writes it, no polling needed.
    await ctx.app.ctx.outbox.runDue();
    const [file] = fs.readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, file!), 'utf8');
    expect(eml).toContain(`To: ${demoPatient.email}`);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml.replace(/=\r?\n/g, '')).toMatch(/changepass\?email=/);
  });

  it('finishes the mails already on their way when the app closes', async () => {
    const closingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-outbox-close-'));
    try {
      const app = await buildApp(testConfig({ DATA_DIR: closingDir }), {
        database: ctx.database,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/verifyemail',
        payload: { email: demoPatient.email },
      });
      expect(res.statusCode).toBe(200);
      await app.close();
      expect(fs.readdirSync(path.join(closingDir, 'outbox'))).toHaveLength(1);
    } finally {
      fs.rmSync(closingDir, { recursive: true, force: true });
    }
  });
});
