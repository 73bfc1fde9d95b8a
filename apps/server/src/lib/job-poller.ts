import type { FastifyBaseLogger } from 'fastify';

/** One kind of due job: claims what is due (SKIP LOCKED), runs it, resolves when done. */
interface DueJobs {
  name: string;
  /** `stopping()` turns true when the server stops: finish what is claimed, claim no more. */
  run(stopping: () => boolean): Promise<unknown>;
}

/** Stops the poller; resolves once the passes under way have finished what they claimed. */
export type StopJobPoller = () => Promise<void>;

/**
 * The job runner's clock: every `pollMs` it runs each kind of due job (session reminders, mails
 * to retry or left by another instance), once at start to catch up on what fell due while the
 * server was down, never two passes of one kind at once. Returns the function that stops it: a
 * graceful stop waits for the pass under way, so no claimed job is left half done (a claimed
 * reminder is never due again; a claimed mail would wait for its lease to end).
 */
export function startJobPoller(
  options: { pollMs: number; log: FastifyBaseLogger },
  jobs: DueJobs[],
): StopJobPoller {
  if (options.pollMs <= 0) return async () => {};
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const stopping = () => stopped;
  const tick = () => {
    for (const job of jobs) {
      if (running.has(job.name) || stopped) continue;
      const pass = job
        .run(stopping)
        .then(
          () => {},
          (err: unknown) => options.log.error({ err, job: job.name }, 'due jobs failed'),
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, pass);
    }
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await Promise.all(running.values());
  };
}
