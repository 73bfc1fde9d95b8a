/**
 * CI: the migration chain is whole and matches the Drizzle schema.
 *
 * 1. Every migration in meta/_journal.json is dated after the one before it and has its
 *    drizzle-kit snapshot, and each snapshot's prevId is the id of the one before (drizzle-kit diffs the schema against the last snapshot
 *    only, so a missing one makes the next `db:generate` re-create what exists).
 * 2. `drizzle-kit generate` run on a copy of the migrations folder (the tree is never written)
 *    produces nothing: a schema change without its migration, or a migration without its
 *    snapshot, fails here instead of surprising the next engineer.
 *
 * `tsx scripts/check-migrations.ts`; exits 1 and says why on any failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const migrationsDir = path.join(serverDir, 'src/db/migrations');

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}
interface Snapshot {
  id: string;
  prevId: string;
}

function chainProblems(): string[] {
  const problems: string[] = [];
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  let prevId = '00000000-0000-0000-0000-000000000000';
  let prevWhen = 0;
  for (const { idx, tag, when } of journal.entries) {
    // PostgreSQL's migrator applies only migrations dated after the last one it applied: an
    // entry dated earlier than the one before it is skipped on every existing database.
    if (when <= prevWhen) problems.push(`${tag} is dated ${when}, not after the one before it`);
    prevWhen = when;
    if (!fs.existsSync(path.join(migrationsDir, `${tag}.sql`)))
      problems.push(`${tag}.sql is missing`);
    const file = path.join(migrationsDir, `meta/${String(idx).padStart(4, '0')}_snapshot.json`);
    if (!fs.existsSync(file)) {
      problems.push(`the snapshot of ${tag} (meta/${path.basename(file)}) is missing`);
      prevId = '';
      continue;
    }
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
    if (prevId && snapshot.prevId !== prevId) {
      problems.push(`the snapshot of ${tag} follows ${snapshot.prevId}, not ${prevId}`);
    }
    prevId = snapshot.id;
  }
  return problems;
}

function generatedFiles(): { files: string[]; output: string; failed: boolean } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-migrations-'));
  try {
    fs.cpSync(migrationsDir, copy, { recursive: true });
    const before = new Set(fs.readdirSync(copy, { recursive: true }).map(String));
    // drizzle-kit prefixes `out` with "./": a path relative to its working directory.
    const config = path.join(copy, 'drizzle.config.mjs');
    fs.writeFileSync(
      config,
      `export default ${JSON.stringify({
        dialect: 'postgresql',
        schema: './src/db/schema.ts',
        out: path.relative(serverDir, copy),
      })};\n`,
    );
    before.add('drizzle.config.mjs');
    // stdin closed: a question (is this a rename?) fails the run instead of waiting forever.
    const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], {
      cwd: serverDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 5 * 60_000,
    });
    const files = fs
      .readdirSync(copy, { recursive: true })
      .map(String)
      .filter((f) => !before.has(f));
    const generated = files
      .filter((f) => f.endsWith('.sql'))
      .map((f) => `--- ${f}\n${fs.readFileSync(path.join(copy, f), 'utf8')}`)
      .join('\n');
    const output = `${run.stdout}${run.stderr}${generated}`;
    // drizzle-kit exits 0 even when it could not read the folder: its own words count too.
    const failed = run.status !== 0 || /\berror\b/i.test(run.stderr);
    return { files, output, failed };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

const problems = chainProblems();
const { files, output, failed } = generatedFiles();
if (failed) problems.push('drizzle-kit generate did not run cleanly');
if (files.length > 0) {
  problems.push(
    `drizzle-kit generate on a clean tree would write ${files.join(', ')}: add the migration ` +
      '(npm run db:generate) or repair the snapshot chain',
  );
}
if (problems.length > 0) {
  console.error(output);
  for (const problem of problems) console.error(`migrations: ${problem}`);
  process.exit(1);
}
console.log('migrations: the chain is whole and db:generate has nothing to write');
