import fs from 'node:fs';

/** Owner-only: what Solace writes holds reset links, health data and the database. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `DATA_DIR` the service user's alone, before anything is written to it. The umask is
 * the process's, so it also covers files made by worker threads (PGlite, mails) and by
 * libraries that pick their own modes (PGlite creates its files 0666). An existing directory
 * from an older install is closed too: nobody else can reach anything under a 0700 folder.
 * Only the main thread may call this (a worker cannot change the umask).
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
}
