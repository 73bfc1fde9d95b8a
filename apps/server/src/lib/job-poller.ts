import type { FastifyBaseLogger } from 'fastify';

/** One kind of due job: claims what is due (SKIP LOCKED), runs it, resolves when done. */
interface DueJobs {
  name: string;
  run(): Promise<unknown>;
}

/**
 * The job runner's clock: every `pollMs` it runs each kind of due job (session reminders, mails
 * to retry or left by another instance), once at start to catch up on what fell due while the
 * server was down, never two passes of one kind at once. Returns the function that stops it.
 */
export function startJobPoller(
  options: { pollMs: number; log: FastifyBaseLogger },
  jobs: DueJobs[],
): () => void {
  if (options.pollMs <= 0) return () => {};
  const running = new Set<string>();
  const tick = () => {
    for (const job of jobs) {
      if (running.has(job.name)) continue;
      running.add(job.name);
      job
        .run()
        .catch((err: unknown) => options.log.error({ err, job: job.name }, 'due jobs failed'))
        .finally(() => running.delete(job.name));
    }
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
