import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { TEST_RECORDS_KEY } from './records-key';
import { startSmtpCapture } from './smtp-capture';
import { TestClock } from './test-clock';
import { getTestDatabase, resetDatabase } from './test-database';

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = path.join(os.tmpdir(), `solace-server-tests-${process.pid}`);
  const keys = env.RECORDS_KEY_FILE ? {} : { RECORDS_KEY: TEST_RECORDS_KEY };
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REMINDER_POLL_MS: '0',
    ...keys,
    ...env,
  });
}

interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Moves time for the app (link expiry, rate-limit windows); reset before each test. */
  clock: TestClock;
  /** The real SMTP server the app sends to, when the file asked for one. */
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
}

/**
 * Registers hooks that build one app on the shared test database for the file and reset the
 * data before each test. Read `ctx.app` inside tests.
 */
export function useTestApp(
  options: {
    demo?: boolean;
    /** The app's variables; a function is read when the app is built (after earlier hooks). */
    env?: Record<string, string> | (() => Record<string, string>);
    smtp?: boolean;
  } = {},
) {
  const ctx = { clock: new TestClock() } as TestContext;
  beforeAll(async () => {
    ctx.database = await getTestDatabase();
    const env = { ...(typeof options.env === 'function' ? options.env() : options.env) };
    if (options.smtp) {
      ctx.smtp = await startSmtpCapture();
      env.SMTP_URL = ctx.smtp.url;
    }
    ctx.app = await buildApp(testConfig(env), { database: ctx.database, clock: ctx.clock });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    ctx.clock.reset();
    ctx.smtp?.mails.splice(0);
    await resetDatabase(ctx.database, { demo: options.demo ?? true });
    // The reset was no request: hear of it before a test reads what is kept in memory.
    await ctx.app.ctx.invalidations.settle();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.smtp?.close();
  });
  return ctx;
}
