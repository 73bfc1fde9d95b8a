import { describe, expect, it } from 'vitest';
import { connectionFault, isDatabaseUnavailable } from './db-errors';

describe('database faults', () => {
  it('tells a lost or silent database from a refused query', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: reset });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });

  it('logs the driver’s code and first line, never a query’s parameters or a password', () => {
    const driver = Object.assign(
      new Error('connect to postgres://solace:hunter2-secret@db.internal/solace failed\nmore'),
      { code: 'ECONNREFUSED' },
    );
    const wrapped = new Error('Failed query: select $1\nparams: someone@example.com', {
      cause: driver,
    });
    const fault = connectionFault(wrapped);
    expect(fault.code).toBe('ECONNREFUSED');
    expect(fault.reason).toBe('connect to [redacted]@db.internal/solace failed');
    expect(JSON.stringify(fault)).not.toMatch(/hunter2|someone@example/);
  });
});
