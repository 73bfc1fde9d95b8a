import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The embedded database on its way: its folder locked to this process, its thread starting. */
export interface PgliteStart {
  dir: string | undefined;
  lock: DataDirLock | undefined;
  thread: Promise<PgliteThread>;
}

/**
 * The first steps of opening the embedded database, which need nothing but Node itself: main.ts
 * takes them before it loads the rest of the server, so PGlite's start (a second or more of
 * WebAssembly and files) runs beside the loading of the server's packages instead of after it.
 * openDatabase finishes the opening. Throws DataDirLockedError when another process has `dir`.
 */
export function startPglite(dir: string | undefined, migrate: boolean): PgliteStart {
  const lock = dir ? acquireDataDirLock(path.dirname(path.resolve(dir))) : undefined;
  const thread = startPgliteThread({ dataDir: dir, migrate, migrationsFolder });
  thread.catch(() => {}); // openDatabase awaits it and reports the failure
  return { dir, lock, thread };
}
