/**
 * Solace's production topology on one machine (`npm run cluster`, and the cluster suite): the
 * machine's PostgreSQL and Redis, three instances on free loopback ports, Debian's nginx in
 * front with the configuration of deploy/nginx. The schema is migrated once, before the
 * instances start (MIGRATE_ON_START=false), so they never race to migrate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { nodeArgsFor } from '../lib/node-args';
import { localNginxConfig } from './nginx-config';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(srcDir, '../../..');
const mainFile = path.join(srcDir, 'main.ts');
const migrateFile = path.join(srcDir, 'cli/migrate.ts');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const DEFAULT_DATABASE = 'solace_cluster';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

export interface ClusterOptions {
  /** PostgreSQL; unset: the database `solace_cluster` on the machine's server, made when missing. */
  databaseUrl?: string;
  /** Unset: the machine's Redis. */
  redisUrl?: string;
  instances?: number;
  /** nginx's port; unset: a free one. */
  port?: number;
  /** Settings every instance gets on top of the topology's own (SMTP_URL, SEED_DEMO, ...). */
  env?: Record<string, string>;
  /**
   * The file each instance runs: the TypeScript source through tsx when unset, or a bundle
   * (`npm run build`'s `server.mjs`, the cluster suite's own build of it).
   */
  serverEntry?: string;
  /** Where the topology says what it does; quiet when unset. */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  /** The instance's own address, past nginx. */
  url: string;
  pid: number;
}

export interface Cluster {
  /** nginx: the one address clients use. */
  url: string;
  databaseUrl: string;
  redisUrl: string;
  /** Where the instances' and nginx's logs are (removed at stop unless CLUSTER_KEEP_DIR=1). */
  dir: string;
  instances: ClusterInstance[];
  /**
   * SIGTERM to one instance (it drains and exits as in production), then a new one on the same
   * port, resolved once its /api/ready answers 200: one step of a rolling restart. Answers the
   * stopped process's exit code (0: it drained and closed within SHUTDOWN_GRACE_MS).
   */
  restartInstance(index: number): Promise<number | null>;
  /** Stops the instances (SIGTERM, each drains) and nginx. */
  stop(): Promise<void>;
}

/** The default database, made on first use and kept (the demo data lives on between runs). */
async function defaultDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${DEFAULT_POSTGRES}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      DEFAULT_DATABASE,
    ]);
    if (rowCount === 0) await admin.query(`create database ${DEFAULT_DATABASE}`);
  } finally {
    await admin.end();
  }
  return `${DEFAULT_POSTGRES}/${DEFAULT_DATABASE}`;
}

/** Polls `url` until it answers 200; fails when `exited` says the process is gone. */
async function waitFor200(url: string, exited: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process behind ${url} exited before it answered`);
    const ok = await fetch(url).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A child process whose output is appended to `logFile`. */
function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const databaseUrl = options.databaseUrl ?? (await defaultDatabase());
  const redisUrl = options.redisUrl ?? DEFAULT_REDIS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-cluster-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const nginxPort = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${nginxPort}`;
  const count = options.instances ?? 3;
  const ports: number[] = [];
  for (let i = 0; i < count; i += 1) ports.push(await freePort());

  // One DATA_DIR for all (uploads written by one instance are read by the others, as a shared
  // volume or S3 would do in production), and one records key, made before any instance starts
  // rather than by whichever starts first.
  const keyFile = path.join(dataDir, 'records.key');
  fs.writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    RECORDS_KEY_FILE: keyFile,
    PUBLIC_URL: url,
    // Only nginx, on this machine, may say who the client is (deploy/nginx/solace.conf).
    TRUST_PROXY: '127.0.0.1',
    MIGRATE_ON_START: 'false',
    // Open-source nginx does not poll /api/ready: the drain lets requests already sent to a
    // stopping instance arrive, then it refuses connections and nginx retries elsewhere. Longer
    // than the upstream's fail_timeout (2 s, deploy/nginx/solace.conf), so that in a rolling
    // restart the instance restarted last is back in rotation before the next stops accepting.
    SHUTDOWN_DRAIN_MS: '2500',
    ...options.env,
  };

  log(`migrating ${new URL(databaseUrl).pathname.slice(1)} once`);
  const migrate = spawnLogged(
    process.execPath,
    nodeArgsFor(migrateFile),
    env,
    path.join(dir, 'migrate.log'),
  );
  if ((await exitOf(migrate)) !== 0) {
    throw new Error(
      `the migration failed: ${fs.readFileSync(path.join(dir, 'migrate.log'), 'utf8')}`,
    );
  }

  const children: ChildProcess[] = [];
  const instances: ClusterInstance[] = ports.map((port, i) => ({
    name: String.fromCharCode(97 + i),
    port,
    url: `http://127.0.0.1:${port}`,
    pid: 0,
  }));
  /** Set by stop(): a restart still under way then starts no replacement that nobody stops. */
  let stopped = false;
  async function startInstance(i: number) {
    if (stopped) throw new Error('the cluster was stopped');
    const instance = instances[i]!;
    const child = spawnLogged(
      process.execPath,
      nodeArgsFor(options.serverEntry ?? mainFile),
      { ...env, PORT: String(instance.port), HOST: '127.0.0.1' },
      path.join(dir, `instance-${instance.name}.log`),
    );
    children[i] = child;
    instance.pid = child.pid!;
    await waitFor200(`${instance.url}/api/ready`, () => child.exitCode !== null);
    log(`instance ${instance.name} ready at ${instance.url} (pid ${instance.pid})`);
  }

  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir);
  const nginxConf = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(
    nginxConf,
    localNginxConfig({ dir: nginxDir, port: nginxPort, instancePorts: ports }),
  );
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    stopped = true;
    const running = [...children, nginx].filter((child): child is ChildProcess => !!child);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exitOf));
    // The data, the key and the logs go with it, unless CLUSTER_KEEP_DIR=1 (to read the logs).
    if (process.env.CLUSTER_KEEP_DIR !== '1') fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((_, i) => startInstance(i)));
    nginx = spawnLogged(
      NGINX,
      [
        '-p',
        nginxDir,
        '-c',
        nginxConf,
        '-e',
        path.join(nginxDir, 'error.log'),
        '-g',
        'daemon off;',
      ],
      env,
      path.join(nginxDir, 'stderr.log'),
    );
    await waitFor200(`${url}/api/ready`, () => nginx!.exitCode !== null);
  } catch (err) {
    await stop();
    throw err;
  }
  log(`nginx at ${url}; logs in ${dir}`);

  return {
    url,
    databaseUrl,
    redisUrl,
    dir,
    instances,
    async restartInstance(index) {
      const child = children[index];
      if (!child) throw new Error(`no instance ${index}`);
      child.kill('SIGTERM');
      const code = await exitOf(child);
      log(`instance ${instances[index]!.name} stopped (exit ${code}); starting its replacement`);
      await startInstance(index);
      return code;
    },
    stop,
  };
}
