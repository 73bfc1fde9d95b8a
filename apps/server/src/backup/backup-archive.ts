import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/**
 * A Solace backup (`npm run db:backup`): one gzipped tar holding `manifest.json`, the embedded
 * database's data folder as PGlite's own archive (`database.tar`), and the uploads kept under
 * DATA_DIR (`uploads/`; a bucket's are the bucket's to back up). The database part is taken in
 * one piece while no transaction is open (db/client.ts `dump`), so it is consistent; uploads
 * are copied after it, so every file the database names is there (an upload deleted in that
 * moment is the exception: the restored record then shows it as missing, as after any delete).
 */
export const BACKUP_FORMAT = 'solace-backup';
const DATABASE_ENTRY = 'database.tar';
const MANIFEST_ENTRY = 'manifest.json';
const UPLOADS_ENTRY = 'uploads';
/** Files being received (not yet accepted) stay out of a backup. */
const UPLOADS_TEMP = 'tmp';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Uploads under DATA_DIR are in the archive; a bucket's are not. */
  uploads: 'included' | 'in-bucket';
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** `DATA_DIR/backups/solace-2026-11-26T19-04-05Z.tar.gz`: sortable, no colons (Windows). */
export function defaultBackupPath(dataDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dataDir, 'backups', `solace-${stamp}.tar.gz`);
}

/**
 * Writes the backup to `out` (owner-only, written beside it and renamed into place, so a
 * backup cut short never looks like a whole one). `dump` gives the database's archive.
 */
export async function writeBackup(options: {
  dump: () => Promise<Buffer>;
  dataDir: string;
  uploadsInBucket: boolean;
  out: string;
  now: Date;
}): Promise<{ file: string; bytes: number }> {
  const out = path.resolve(options.out);
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(`${out}.staging-`);
  const partial = `${out}.partial-${process.pid}`;
  try {
    fs.writeFileSync(path.join(staging, DATABASE_ENTRY), await options.dump(), { mode: 0o600 });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: options.now.toISOString(),
      uploads: options.uploadsInBucket ? 'in-bucket' : 'included',
    };
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2));
    const entries = [MANIFEST_ENTRY, DATABASE_ENTRY];
    const uploads = path.join(options.dataDir, UPLOADS_ENTRY);
    if (!options.uploadsInBucket && fs.existsSync(uploads)) {
      fs.symlinkSync(path.resolve(uploads), path.join(staging, UPLOADS_ENTRY), 'dir');
      entries.push(UPLOADS_ENTRY);
    }
    await tar.create(
      {
        file: partial,
        cwd: staging,
        gzip: true,
        portable: true,
        // Through the uploads link to the files themselves; never into files still arriving.
        follow: true,
        filter: (entry) => !entry.startsWith(`${UPLOADS_ENTRY}/${UPLOADS_TEMP}`),
        mode: 0o600,
      },
      entries,
    );
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, out);
    return { file: out, bytes: fs.statSync(out).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Brings a backup back into `dataDir`, which must hold no database and no uploads yet (a
 * restore never mixes two practices' data). The database's archive is unpacked by PGlite
 * itself on its first start (`loadDataDir`); here it is checked and put in place.
 */
export async function readBackup(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; database: Buffer }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  for (const taken of ['db', UPLOADS_ENTRY]) {
    const there = path.join(dataDir, taken);
    if (fs.existsSync(there) && fs.readdirSync(there).length > 0) {
      throw new BackupError(
        `${there} is not empty: restore into an empty DATA_DIR (move the current one aside first).`,
      );
    }
  }
  const staging = fs.mkdtempSync(path.join(path.dirname(path.resolve(file)), '.restore-'));
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (err) {
      throw new BackupError(`${file} is not a Solace backup (${(err as Error).message}).`);
    }
    const manifest = readManifest(path.join(staging, MANIFEST_ENTRY));
    const database = fs.readFileSync(path.join(staging, DATABASE_ENTRY));
    const uploads = path.join(staging, UPLOADS_ENTRY);
    if (fs.existsSync(uploads)) {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      fs.rmSync(path.join(dataDir, UPLOADS_ENTRY), { recursive: true, force: true });
      fs.cpSync(uploads, path.join(dataDir, UPLOADS_ENTRY), { recursive: true });
    }
    return { manifest, database };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(file: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('The backup has no readable manifest.json: it is not a Solace backup.');
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new BackupError('The backup was made by another program or a newer Solace.');
  }
  return manifest as BackupManifest;
}
