/**
 * For CI: creates a fresh PostgreSQL database on 127.0.0.1:5432 and prints its URL, or exits 1
 * when no server answers. With `--drop URL` it removes that database again, and the server
 * suite's per-worker databases made beside it.
 */
import pg from 'pg';

const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    if (process.argv[2] === '--drop') {
      const name = new URL(process.argv[3] ?? '').pathname.slice(1);
      if (!/^solace_ci_\w+$/.test(name)) throw new Error(`refusing to drop ${name}`);
      // With it go the server suite's per-worker databases (apps/server/src/test/worker-database.ts).
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $1 || '\\_w%'`,
        [name],
      );
      for (const { datname } of rows)
        await client.query(`drop database if exists ${datname} with (force)`);
      return;
    }
    const name = `solace_ci_${Date.now()}_${process.pid}`;
    await client.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } finally {
    await client.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
