import { describe, expect, it } from 'vitest';
import { reportRotation } from './rotation-report';

function printed(reply: Parameters<typeof reportRotation>[0]) {
  const lines: string[] = [];
  const code = reportRotation(reply, {
    log: (line) => lines.push(`out: ${line}`),
    error: (line) => lines.push(`err: ${line}`),
  });
  return { code, lines };
}

describe('what records:rotate-key tells the operator', () => {
  it('says every record is under the new key, and exits 0', () => {
    expect(printed({ ok: true, rewrapped: 12, keyId: 'ab12cd34ef56ab78', unreadable: [] })).toEqual(
      {
        code: 0,
        lines: [
          'out: Re-wrapped 12 record key(s); every record is now under master key ab12cd34ef56ab78.',
        ],
      },
    );
  });

  it('names each record that did not open, and exits 1 so the old key is kept', () => {
    const reply = {
      ok: true as const,
      rewrapped: 11,
      keyId: 'ab12cd34ef56ab78',
      unreadable: [{ table: 'session_notes', id: '5f0c3a52-63b4-4a43-9f3b-1f1f0c5e2a10' }],
    };
    expect(printed(reply)).toEqual({
      code: 1,
      lines: [
        'out: Re-wrapped 11 record key(s) under master key ab12cd34ef56ab78.',
        'err: 1 record(s) did not open with the key they name (changed since they were written) and were left as they are:',
        'err:   session_notes 5f0c3a52-63b4-4a43-9f3b-1f1f0c5e2a10',
      ],
    });
  });

  it('passes on why it failed, and exits 1', () => {
    expect(printed({ ok: false, error: 'RECORDS_KEY: no configured key has id 1234' })).toEqual({
      code: 1,
      lines: ['err: RECORDS_KEY: no configured key has id 1234'],
    });
  });
});
