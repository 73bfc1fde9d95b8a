import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { getTestDatabase, resetDatabase } from './test-database';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', ...env });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/**
 * Registers hooks that build one app on the shared test database for the file and reset the
 * data before each test. Read `ctx.app` inside tests.
 */
export function useTestApp(options: { demo?: boolean; env?: Record<string, string> } = {}) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await getTestDatabase();
    ctx.app = await buildApp(testConfig(options.env), { database: ctx.database });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(ctx.database, { demo: options.demo ?? true });
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
