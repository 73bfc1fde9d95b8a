/**
 * `npm run cluster`: Solace's production topology on this machine (cluster/topology.ts): three
 * instances on the machine's PostgreSQL (DATABASE_URL, else the database `solace_cluster` on
 * 127.0.0.1:5432) and Redis (REDIS_URL), Debian's nginx in front. Prints the address; Ctrl+C or
 * SIGTERM stops everything. Other settings (SMTP_URL, SEED_DEMO, ...) pass on to the instances.
 */
import { startCluster } from '../cluster/topology';

/** The topology picks these itself: nginx takes PORT, each instance a port of its own. */
const skipped = new Set(['PORT', 'HOST']);
/** The operator's settings, passed on to every instance. */
const passedOn = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && /^[A-Z][A-Z0-9_]*$/.test(entry[0]) && !skipped.has(entry[0]),
  ),
);

async function main() {
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    // Demo accounts, unless SEED_DEMO says otherwise: a topology to try out.
    env: { SEED_DEMO: 'true', ...passedOn },
    log: (line) => console.log(line),
  });
  console.log(`Solace runs at ${cluster.url} (three instances behind nginx). Ctrl+C stops it.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the instances and nginx');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`the cluster did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
