/**
 * For CI: creates a fresh PostgreSQL database on 127.0.0.1:5432 and prints its URL, or exits 1
 * when no server answers. With `--drop URL` it removes that database again.
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
      await client.query(`drop database if exists ${name} with (force)`);
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
