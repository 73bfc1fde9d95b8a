import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startJobPoller } from './job-poller';

/** A job whose pass ends when the test says so, and that says what `stopping()` was then. */
function heldJob() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen: { started: boolean; stoppingAtEnd?: boolean } = { started: false };
  let started!: () => void;
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  return {
    seen,
    startedOnce,
    release: () => release(),
    job: {
      name: 'held',
      run: async (stopping: () => boolean) => {
        seen.started = true;
        started();
        await held;
        seen.stoppingAtEnd = stopping();
      },
    },
  };
}

describe('the job poller', () => {
  it('waits, when stopped, for the pass under way to finish what it claimed', async () => {
    const held = heldJob();
    const stop = startJobPoller({ pollMs: 60_000, log: pino({ level: 'silent' }) }, [held.job]);
    await held.startedOnce;
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    // The job was told to claim no more: it ends with what it holds.
    expect(held.seen.stoppingAtEnd).toBe(true);
  });

  it('starts no pass once stopped', async () => {
    const held = heldJob();
    const stop = startJobPoller({ pollMs: 60_000, log: pino({ level: 'silent' }) }, [held.job]);
    await stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.seen.started).toBe(false);
  });
});
