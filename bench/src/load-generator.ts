/**
 * The load generator as a process of its own, started fresh for each comparison by rounds.ts
 * (`compare`): autocannon then runs in a small, clean heap, so what it measures does not depend
 * on what the benchmark did before (seeding the embedded database in its process, building
 * reports). It answers each `LoadJob` sent over IPC with its `Measure`.
 */
import { load, type LoadJob } from './rounds';

process.on('message', (job: LoadJob) => {
  load(job.target, job.limit).then(
    (measure) => process.send!({ measure }),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});
process.once('disconnect', () => process.exit(0));
