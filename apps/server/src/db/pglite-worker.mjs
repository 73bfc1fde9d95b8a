// The embedded database in a thread of its own (see pglite-thread.ts): PGlite runs here, so a
// query never holds up the HTTP server's event loop and both use a core. The main thread talks
// the PostgreSQL wire protocol to it through node-postgres, as it would to a server; this file
// only frames the messages and hands each to PGlite. Plain JavaScript, so that Node starts it
// as it is, under tsx, vitest or compiled code alike.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, runMigrations, migrationsFolder } = workerData;
const SSL_REQUEST = 80877103;
/** AuthenticationOk, then ReadyForQuery (idle): all a client waits for after its startup. */
const STARTUP_ANSWER = Uint8Array.from([82, 0, 0, 0, 8, 0, 0, 0, 0, 90, 0, 0, 0, 5, 73]);

let pglite;
let pending = new Uint8Array(0);
let started = false;

function append(bytes) {
  const joined = new Uint8Array(pending.length + bytes.length);
  joined.set(pending);
  joined.set(bytes, pending.length);
  pending = joined;
}

const lengthAt = (offset) => new DataView(pending.buffer, pending.byteOffset).getInt32(offset);

/** Runs every complete message received; answers with all PGlite said, in one message back. */
async function drain() {
  const answers = [];
  const keep = (bytes) => answers.push(bytes.slice());
  let offset = 0;
  while (true) {
    if (!started) {
      if (pending.length - offset < 8) break;
      const length = lengthAt(offset);
      if (pending.length - offset < length) break;
      const code = lengthAt(offset + 4);
      offset += length;
      if (code === SSL_REQUEST) {
        answers.push(Uint8Array.of(78)); // 'N': no TLS in-process
        continue;
      }
      // A new connection: whatever a dropped one left open is rolled back.
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      started = true;
      answers.push(STARTUP_ANSWER);
      continue;
    }
    if (pending.length - offset < 5) break;
    const length = lengthAt(offset + 1) + 1;
    if (pending.length - offset < length) break;
    const message = pending.subarray(offset, offset + length);
    offset += length;
    if (message[0] === 88) {
      started = false; // 'X': Terminate; the session and its LISTENs stay for the next one
      continue;
    }
    // Not execProtocolRawSync: that also parses every answer into JavaScript objects and keeps
    // them in a list only execProtocol empties, so each row ever read stayed in this thread's
    // heap (see docs/decisions/0018-embedded-memory.md). The stream hands over the bytes only;
    // they are views of PGlite's memory, so each is copied before the next query reuses it.
    await pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: keep });
  }
  pending = pending.slice(offset);
  await pglite.syncToFs();
  const size = answers.reduce((sum, a) => sum + a.length, 0);
  if (size === 0) return;
  const out = new Uint8Array(size);
  let at = 0;
  for (const answer of answers) {
    out.set(answer, at);
    at += answer.length;
  }
  parentPort.postMessage({ type: 'data', bytes: out }, [out.buffer]);
}

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  if (message.type === 'data') {
    append(message.bytes);
    queue = queue.then(drain).catch((err) => parentPort.postMessage({ type: 'failed', err }));
  } else if (message.type === 'dump') {
    // A backup (db:backup): the data folder as PGlite's own ustar archive, taken between two
    // drains; the caller holds the one connection meanwhile, so no transaction is half done.
    queue = queue
      .then(async () => {
        await pglite.syncToFs();
        const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
        parentPort.postMessage({ type: 'dumped', bytes: dump }, [dump.buffer]);
      })
      .catch((err) => parentPort.postMessage({ type: 'dump-failed', err }));
  } else if (message.type === 'close') {
    queue = queue
      .then(() => pglite?.close())
      .then(() => parentPort.postMessage({ type: 'closed' }));
  }
});

/**
 * A new database is the same every time (initdb's output, then the migrations), and initdb is
 * most of a first start: a copy of one, kept in the temporary directory under a key of PGlite's
 * version and the migrations, lets the next new database skip both.
 */
function templatePath() {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite'); // .../dist/index.cjs
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of fs.readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  }
  // What drizzle's migrator reads besides the SQL: a template made under another journal is
  // never taken for this one (a database from the template is not migrated again, below).
  hash.update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return path.join(os.tmpdir(), `solace-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

function readTemplate(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writes the template (a plain ustar archive of a data folder, as PGlite's dumpDataDir makes
 * it: folders and files only) into a new data folder, owner-only from the start. PGlite's own
 * loadDataDir writes its thousand files one by one through its emulated file system, about a
 * second of a first start; here Node writes them all at once (two to three times faster than
 * one by one). Written beside `dir` and renamed into place, so that a start cut short never
 * leaves a half-made database that the next start would take for a real one.
 */
async function unpackTemplate(tar, dir) {
  const text = (at, length) => {
    const field = tar.subarray(at, at + length);
    const end = field.indexOf(0);
    return field.subarray(0, end < 0 ? length : end).toString('latin1');
  };
  const partial = `${dir}.${process.pid}.${Date.now()}`;
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const writes = [];
    let at = 0;
    while (at + 512 <= tar.length && tar[at] !== 0) {
      const prefix = text(at + 345, 155);
      const name = path.normalize(`${prefix}/${text(at, 100)}`).replace(/^\/+/, '');
      const size = parseInt(text(at + 124, 12).trim() || '0', 8);
      const type = text(at + 156, 1);
      const target = path.join(partial, name);
      if (target !== partial && !target.startsWith(partial + path.sep)) {
        throw new Error(`template entry ${name}`);
      }
      at += 512;
      if (type === '5') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else if (type === '0' || type === '') {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        writes.push(fs.promises.writeFile(target, tar.subarray(at, at + size), { mode: 0o600 }));
      } else throw new Error(`template entry ${name} of type ${type}`);
      at += Math.ceil(size / 512) * 512;
    }
    // Every write settled before anything is removed; the first failure is the one told.
    const failed = (await Promise.allSettled(writes)).find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    fs.rmSync(dir, { recursive: true, force: true }); // the empty folder made at the start
    fs.renameSync(partial, dir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

async function keepTemplate(file) {
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/**
 * PGlite unpacks a new database with its archive's modes (0666, some 0644) by chmod, past the
 * umask, and its first start writes its cache files (pg_internal.init) 0644 the same way; what
 * PostgreSQL creates later follows the umask (0600 under main.ts's 0077). So a new folder, or
 * one whose PG_VERSION is open to others (an older install, a copied backup), is made
 * owner-only: about a thousand chmods, some 30 ms, skipped on the usual restart.
 */
function makePrivate(dir, fresh) {
  if (!fresh && (fs.statSync(path.join(dir, 'PG_VERSION')).mode & 0o077) === 0) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
  fs.chmodSync(dir, 0o700);
}

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations() {
  const table = await pglite.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (table.rows[0]?.t === null) return 0;
  const { rows } = await pglite.query(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0].n;
}

try {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = fresh && runMigrations ? templatePath() : undefined;
  const tar = template && readTemplate(template);
  // On disk, unpacked here; in memory (tests), PGlite loads it.
  if (tar && dataDir) await unpackTemplate(tar, dataDir);
  const loadDataDir = tar && !dataDir ? new Blob([tar]) : undefined;
  pglite = await PGlite.create(dataDir, { extensions: { btree_gist }, loadDataDir });
  // A database from the template has exactly these migrations already (its key says so):
  // drizzle's check of them would be a few hundred ms of a first start for nothing.
  if (runMigrations && !tar) {
    const before = await appliedMigrations();
    await migrate(drizzle(pglite), { migrationsFolder });
    // PGlite has no autovacuum: statistics for the planner come from ANALYZE alone (the server
    // repeats it hourly, see housekeeping.ts). After new migrations only, so a start from the
    // template (which keeps its statistics) stays as quick as before.
    if ((await appliedMigrations()) !== before) await pglite.exec('ANALYZE');
  }
  if (dataDir) makePrivate(dataDir, fresh);
  parentPort.postMessage({ type: 'ready' });
  if (template && !tar) queue = queue.then(() => keepTemplate(template)).catch(() => {});
} catch (err) {
  parentPort.postMessage({ type: 'failed', err });
}
