import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on a data directory. PGlite keeps the whole database in its own
 * process and writes its files back as it goes, so two processes on one directory overwrite
 * each other's work. The lock is a file written whole and then linked into place (a link fails
 * if the name exists, so exactly one process wins); it names its owner's pid. An owner that
 * died without closing (kill -9, power cut) leaves a stale file, which the next process takes
 * over once it sees that pid is gone. Like PostgreSQL's postmaster.pid, this cannot see
 * processes on another machine or in another pid namespace sharing the directory.
 */
export const LOCK_FILE = 'solace.lock';

interface LockOwner {
  pid: number;
  startedAt: string;
  /** Linux: when the pid's process started (clock ticks since boot), to tell a reused pid. */
  procStart?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another Solace process is using DATA_DIR ${dataDir} (pid ${owner.pid}, started ` +
        `${owner.startedAt}): stop it first.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Gives the directory up; only removes the file while it is still this holder's. */
  release(): void;
}

/** Lock files this process holds: a lock naming our own pid is ours only if listed here. */
const heldHere = new Set<string>();

/** Takes the data directory for this process, or throws DataDirLockedError naming its owner. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const procStart = processStat(process.pid)?.start;
  const mine = JSON.stringify({
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...(procStart && { procStart }),
  } satisfies LockOwner);
  const draft = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(draft, mine, { mode: 0o600 });
  try {
    // A few rounds: each either wins, meets a live owner, or clears one stale file.
    for (let round = 0; round < 5; round++) {
      try {
        createLockFile(draft, lockPath, mine);
        return holdLock(lockPath, mine);
      } catch (err) {
        if (errorCode(err) !== 'EEXIST') throw err;
      }
      const found = readIfExists(lockPath);
      if (found === undefined) continue;
      const owner = parseOwner(found);
      if (owner && isAlive(owner, lockPath)) throw new DataDirLockedError(dataDir, owner);
      removeStale(lockPath, found);
    }
    throw new Error(`Could not take the lock ${lockPath}: other processes keep changing it.`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Links the written draft into place; where hard links are not supported, creates it whole. */
function createLockFile(draft: string, lockPath: string, content: string): void {
  try {
    fs.linkSync(draft, lockPath);
  } catch (err) {
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes(errorCode(err) ?? '')) throw err;
    fs.writeFileSync(lockPath, content, { flag: 'wx', mode: 0o600 });
  }
}

function holdLock(lockPath: string, content: string): DataDirLock {
  heldHere.add(lockPath);
  // process.exit skips close(): a clean exit leaves no lock behind either way.
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockPath)) return;
    if (readIfExists(lockPath) === content) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/**
 * Clears a lock file judged stale, unless it changed meanwhile: it is moved aside (atomic) and
 * compared; a fresh lock moved by mistake, because another process took over first, goes back.
 * Exported for its test: the race it handles is too narrow to provoke between processes.
 */
export function removeStale(lockPath: string, staleContent: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return; // someone else cleared it
    throw err;
  }
  try {
    if (fs.readFileSync(aside, 'utf8') !== staleContent) fs.linkSync(aside, lockPath);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function isAlive(owner: LockOwner, lockPath: string): boolean {
  if (owner.pid === process.pid) return heldHere.has(lockPath); // a restart that got our pid
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if (errorCode(err) !== 'EPERM') return false; // ESRCH: no such process
  }
  const stat = processStat(owner.pid);
  if (!stat) return true; // not Linux, or /proc hidden: the pid is all we know
  if (stat.state === 'Z') return false; // killed, not yet reaped by its parent
  return !(owner.procStart && stat.start !== owner.procStart);
}

/** A process's state and start time (clock ticks since boot) on Linux; undefined elsewhere. */
function processStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (field 2, which may hold spaces and parentheses).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, start] = [fields[0], fields[19]];
    return state && start ? { state, start } : undefined;
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return undefined;
    return {
      pid: value.pid!,
      startedAt: String(value.startedAt),
      ...(typeof value.procStart === 'string' && { procStart: value.procStart }),
    };
  } catch {
    return undefined; // unreadable: no owner to wait for
  }
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}
