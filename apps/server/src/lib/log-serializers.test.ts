import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { registerErrorHandling } from '../plugins/errors';
import { getTestDatabase } from '../test/test-database';
import { isInputFault } from './db-errors';
import { logSerializers, serializeError } from './log-serializers';

/** What a sign-up's insert carries besides the faulty name (issue 9, finding 5). */
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtb2YtdGhlLXBhc3N3b3Jk';
const phone = '+919876543210';

/** A real failed query of the test database (PGlite, or PostgreSQL with DATABASE_URL). */
async function failedQuery(database: Database): Promise<Error> {
  try {
    await database.db.execute(
      sql`select ${'Pri\u0000ya'}::text as name, ${hash}::text as hash, ${phone}::text as phone`,
    );
  } catch (err) {
    if (err instanceof Error) return err;
  }
  throw new Error('the query with a NUL succeeded');
}

function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('logged database errors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await getTestDatabase();
  });

  it('keep the SQL state, the query text and the reason, never a parameter', async () => {
    const err = await failedQuery(database);
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain('Pri');
    expect(JSON.parse(logged)).toMatchObject({
      code: '22021',
      query: expect.stringContaining('select $1::text as name'),
      message: expect.stringContaining('0x00'),
      stack: expect.stringContaining(' at '),
    });
  });

  it('stay out of every `{ err }` line of a logger given logSerializers (as app.ts does)', async () => {
    const err = await failedQuery(database);
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.log.error({ err }, 'after-commit effect failed');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('after-commit effect failed');
    expect(log).toContain('select $1::text as name');
    expect(log).not.toContain(hash);
    expect(log).not.toContain(phone);
  });

  it('log other errors as pino does', () => {
    const err = new Error('plain', { cause: new Error('why') });
    expect(serializeError(err)).toMatchObject({ type: 'Error', message: 'plain: why' });
    expect(serializeError('not an error' as unknown as Error)).toBe('not an error');
  });

  it('answer 400, and log the request without the parameters', async () => {
    const err = await failedQuery(database);
    expect(isInputFault(err)).toBe(true);
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    registerErrorHandling(app);
    app.post('/api/signup', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'POST', url: '/api/signup', payload: {} });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Some of the information sent is not valid.',
      message: 'Some of the information sent is not valid.',
      code: 'BAD_REQUEST',
    });
    const log = lines.join('');
    expect(log).toContain('database refused the input');
    expect(log).toContain('22021');
    expect(log).not.toContain(hash);
    expect(log).not.toContain(phone);
  });

  it('answer 500 for a query the server got wrong, still without parameters', async () => {
    let err: unknown;
    try {
      await database.db.execute(sql`select ${hash}::text from no_such_table`);
    } catch (e) {
      err = e;
    }
    expect(isInputFault(err)).toBe(false);
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('42P01');
    expect(log).not.toContain(hash);
  });
});
